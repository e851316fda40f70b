import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { type LanderSummary, landerSummary } from './account.ts';
import { id } from './legacy-values.ts';

/**
 * Messaging, leads and uploads: the patient's thread with their doctor, surveys and feedback, click
 * registration and treatable states, the patient data the customer area loads, the doctor, and
 * image uploads (the one multipart call: `callMultipart`).
 */

/** Calls whose answer the gateway does not read: success is all it needs. */
const nothing = z.unknown().transform((): void => undefined);

// ---- Messages ----

const attachment = z.object({ upload_id: id, content_type: z.string() });

const threadMessage = z.object({
  id,
  sender: z.enum(['patient', 'doctor']),
  sender_name: z.string(),
  body: z.string(),
  /** ISO 8601. */
  sent_at: z.string().min(1),
  /** ISO 8601; null while the recipient has not read it. */
  read_at: z.string().min(1).nullable(),
  attachment: attachment.nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export interface Thread {
  /** Oldest first. Doctor's messages still unread when the call was made have `read_at` null. */
  messages: ThreadMessage[];
  unread_count: number;
  /** "Your doctor usually replies within N hours"; null before the patient has a doctor. */
  expected_reply_hours: number | null;
}

/**
 * The whole thread, oldest first. The legacy API marks the doctor's messages read by this call;
 * `mark_read: false` only looks (a background refresh must not mark anything read).
 */
export const getAll = defineCall<{ mark_read?: boolean }, Thread>({
  path: '/messaging/getall/',
  auth: 'customer',
  response: z.object({
    messages: z.array(threadMessage),
    unread_count: z.number().int().nonnegative(),
    expected_reply_hours: z.number().int().positive().nullable(),
  }),
});

export interface RecentMessages {
  /** Newest first. */
  messages: ThreadMessage[];
  unread_count: number;
}

/** The newest messages (limit 1–20, default 3), for the dashboard; marks nothing read. */
export const getRecent = defineCall<{ limit?: number }, RecentMessages>({
  path: '/messaging/getrecent/',
  auth: 'customer',
  response: z.object({ messages: z.array(threadMessage), unread_count: z.number().int().nonnegative() }),
});

/** Sends the patient's message (1–2000 characters after trimming), optionally with one of their uploads. */
export const send = defineCall<{ body: string; attachment_id?: number }, ThreadMessage>({
  path: '/messaging/send/',
  auth: 'customer',
  response: threadMessage,
});

// ---- Surveys and feedback ----

export type SurveyAnswers = Record<string, string | number>;

/** Answers to a survey ('satisfaction', 'online_visit'), keyed by question id. */
export const survey = defineCall<{ survey: string; answers: SurveyAnswers }, void>({
  path: '/survey/',
  auth: 'customer',
  response: nothing,
});

/**
 * A 1–5 star rating. On failure the legacy API answers spec section 8's 'Failed to submit feedback.
 * Please try again.' (400 for invalid input, with the field's problem in `data`).
 */
export const feedback = defineCall<{ rating: number; comment?: string; context?: string }, void>({
  path: '/feedback/',
  auth: 'customer',
  response: nothing,
});

// ---- Clicks ----

type ClickTextField =
  | 'a'
  | 'c1'
  | 's1'
  | 's2'
  | 's3'
  | 's4'
  | 's5'
  | 'url'
  | 'referrer'
  | 'user_agent'
  | 'device_type'
  | 'ip_address';

/**
 * A site visit (spec section 3's click record): the public product token, the known fields, and any
 * other query parameter as an extra text field (the legacy API keeps up to 30, 500 characters each).
 */
export type ClickInput = { token: string; campaigns_id?: string | number } & {
  [field in ClickTextField]?: string;
} & { [extra: string]: string | number | undefined };

/** Registers a visit; the app retries up to 3 times (spec section 8: 'Failed to create click'). */
export const createClick = defineCall<ClickInput, { click_id: number }>({
  path: '/click/create/',
  auth: 'public',
  response: z.object({ click_id: id }),
});

export interface AllowedState {
  /** USPS code, e.g. 'TX'. */
  code: string;
  name: string;
}

/** Where the clinic may treat a category; an unknown category fails ('Failed to determine eligibility'). */
export const statesAllowed = defineCall<{ category: string }, AllowedState[]>({
  path: '/click/statesallowed/',
  auth: 'public',
  response: z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string() })),
});

export interface StateWaitlistInput {
  category: string;
  /** USPS code of a state the clinic does not treat the category in yet. */
  state: string;
  email: string;
}

/**
 * Extension of lapi-server: lists an e-mail to be told when the clinic treats `category` in `state`
 * (answers the same when it is already listed). 409 when the state is already treated; a legacy API
 * without it answers 404.
 */
export const stateWaitlist = defineCall<StateWaitlistInput, unknown>({
  path: '/click/statewaitlist/',
  auth: 'public',
  response: z.unknown(),
});

// ---- Patient data and doctor ----

export interface PatientData {
  /** The order the billing notice belongs to, or null. */
  billingFlag: { orders_id: number } | null;
  /** The card on file has expired. */
  expiredFlag: boolean;
  leadsId: number;
  /** The pending orders ('Finish'). */
  resumeOrders: { product: string; product_category: string }[];
  clicksId: number | null;
  /** Without the order history, which this call's answer carries but no reader of it needs. */
  lander: LanderSummary;
}

/** The user data of spec section 3; a failure is 'Did not receive expected lead patient data' to the app. */
export const patientData = defineCall<Record<string, never>, PatientData>({
  path: '/leads/patientdata',
  auth: 'customer',
  response: z.object({
    billingFlag: z.object({ orders_id: id }).nullable(),
    expiredFlag: z.boolean(),
    leadsId: id,
    resumeOrders: z.array(z.object({ product: z.string(), product_category: z.string() })),
    clicksId: id.nullable(),
    lander: landerSummary,
  }),
});

export interface Doctor {
  id: number;
  /** 'Dr. Maya Lindqvist, MD'. */
  name: string;
  credentials: string;
  photo_url: string | null;
  bio: string | null;
  expected_reply_hours: number | null;
}

/** The lead's doctor; 404 when they have none yet (no online visit). */
export const doctor = defineCall<Record<string, never>, Doctor>({
  path: '/doctor',
  auth: 'customer',
  response: z.object({
    id,
    name: z.string(),
    credentials: z.string(),
    photo_url: z.string().nullable(),
    bio: z.string().nullable(),
    expected_reply_hours: z.number().int().positive().nullable(),
  }),
});

// ---- Uploads ----

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

export interface StoredUpload {
  upload_id: number;
  /** What the bytes are, as the legacy API sniffed them (not what the browser claimed). */
  content_type: string;
  size: number;
}

/**
 * An image for a message or the online visit: JPEG, PNG, WebP or HEIC, at most 10 MB. Multipart: use
 * `forSession(session).callMultipart(uploadImage, { purpose }, { bytes, filename, contentType })`.
 * Failures: 415 (not such an image), 413 (too large), 400 (no file).
 */
export const uploadImage = defineCall<{ purpose?: 'message' | 'visit' }, StoredUpload>({
  path: '/upload_image/',
  auth: 'customer',
  response: z.object({ upload_id: id, content_type: z.string(), size: z.number().int().nonnegative() }),
});

export interface UploadContent {
  upload_id: number;
  content_type: string;
  bytes: Uint8Array;
}

/**
 * lapi-server extension (the legacy API cannot read uploads back): one of the session's own uploads,
 * decoded from base64. Another customer's upload is 404, like one that does not exist.
 */
export const readUpload = defineCall<{ upload_id: number }, UploadContent>({
  path: '/upload_image/get/',
  auth: 'customer',
  response: z
    .object({ upload_id: id, content_type: z.string(), base64: z.base64() })
    .transform(({ upload_id, content_type, base64 }) => ({
      upload_id,
      content_type,
      bytes: new Uint8Array(Buffer.from(base64, 'base64')),
    })),
});
