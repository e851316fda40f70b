/**
 * The patient's thread with their doctor (/messages): the limits the legacy API enforces, the texts
 * the customer sees when a message or photo is refused, and how times and reply expectations read.
 */

import { groupThousands } from './money.ts';

/** The legacy API's limit for a message body (/messaging/send/, counted after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** The legacy API's limit for an uploaded image (/upload_image/): 10 MiB. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The image types the legacy API stores (it sniffs the bytes; these are what it can recognise). */
export const messageAttachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type MessageAttachmentType = (typeof messageAttachmentTypes)[number];

/**
 * Declared types and extensions that may hold one of those images. HEIF is HEIC's container name,
 * and browsers on Windows and Linux give .heic files no type at all, hence the extensions.
 */
const declaredImageTypes = [...messageAttachmentTypes, 'image/heif', 'image/jpg'] as const;
const imageExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] as const;

/** The file picker's `accept`: the types plus the extensions, for files the system gives no type. */
export const MESSAGE_ATTACHMENT_ACCEPT = [...declaredImageTypes, ...imageExtensions].join(',');

/** What the customer reads when a message or photo is refused (ours: the spec shows none). */
export const messageTexts = {
  bodyRequired: 'Please write a message.',
  bodyTooLong: `Messages can be at most ${groupThousands(MESSAGE_MAX_LENGTH)} characters.`,
  attachmentType: 'Photos must be JPEG, PNG, WebP or HEIC images.',
  attachmentTooLarge: 'Photos can be at most 10 MB.',
  attachmentEmpty: 'This photo is empty. Please choose another one.',
  attachmentMissing: 'Choose a photo to upload.',
  attachmentInvalid: 'That photo could not be attached. Please attach it again.',
  noDoctor: 'You can message a doctor once one has been assigned to you after an online visit.',
  attachmentIdInvalid: 'This is not a photo you uploaded.',
  notSent: 'Not sent',
} as const;

/**
 * Which photos an upload takes, and how a refusal reads: a message's photo, or the online visit's
 * photo or ID. Checked in the browser before anything is sent, and again by the gateway.
 */
export interface PhotoRules {
  /** Declared types that may hold an accepted image. */
  declaredTypes: readonly string[];
  /** Extensions that may, for files the system gives no type (or application/octet-stream). */
  extensions: readonly string[];
  /** What the image may be stored as once re-encoded (an HEIC becomes a JPEG). */
  storedTypes: readonly string[];
  maxBytes: number;
  texts: { type: string; tooLarge: string; empty: string; missing: string };
}

export const messagePhotoRules: PhotoRules = {
  declaredTypes: declaredImageTypes,
  extensions: imageExtensions,
  storedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  texts: {
    type: messageTexts.attachmentType,
    tooLarge: messageTexts.attachmentTooLarge,
    empty: messageTexts.attachmentEmpty,
    missing: messageTexts.attachmentMissing,
  },
};

/** The online visit's photo or ID: what the doctor views in a browser, or an iPhone's HEIC (stored as JPEG). */
export const visitPhotoTypes = ['image/jpeg', 'image/png', 'image/heic'] as const;

/** The visit's photo has the legacy API's limit too (/upload_image/). */
export const VISIT_PHOTO_MAX_BYTES = MESSAGE_ATTACHMENT_MAX_BYTES;

/** What the customer reads when the visit's photo is refused (ours: the spec shows none). */
export const visitPhotoTexts = {
  type: 'Your photo must be a JPEG, PNG or HEIC image.',
  tooLarge: 'Your photo can be at most 10 MB.',
  empty: 'This photo is empty. Please choose another one.',
  missing: 'Choose a photo of yourself or your ID to upload.',
} as const;

export const visitPhotoRules: PhotoRules = {
  declaredTypes: [...visitPhotoTypes, 'image/heif', 'image/jpg'],
  extensions: ['.jpg', '.jpeg', '.png', '.heic', '.heif'],
  storedTypes: ['image/jpeg', 'image/png'],
  maxBytes: VISIT_PHOTO_MAX_BYTES,
  texts: visitPhotoTexts,
};

/** The file picker's `accept` for the visit's photo. */
export const VISIT_PHOTO_ACCEPT = [...visitPhotoRules.declaredTypes, ...visitPhotoRules.extensions].join(',');

/** What a browser `File` (or a gateway upload) says about itself. Claims only: the legacy API sniffs. */
export interface AttachmentCandidate {
  name: string;
  /** The declared MIME type; '' when the system did not know it. */
  type: string;
  size: number;
}

/** Whether the declared type, or failing that the extension, names one of the accepted images. */
export function looksLikeAcceptedImage(
  { name, type }: Pick<AttachmentCandidate, 'name' | 'type'>,
  rules: PhotoRules = messagePhotoRules,
): boolean {
  const declared = type.trim().toLowerCase();
  if (declared !== '' && declared !== 'application/octet-stream')
    return rules.declaredTypes.includes(declared);
  const lowerName = name.toLowerCase();
  return rules.extensions.some((extension) => lowerName.endsWith(extension));
}

export interface AttachmentProblem {
  kind: 'type' | 'empty' | 'tooLarge';
  /** What the customer reads. */
  message: string;
}

/**
 * Why this file cannot be uploaded under `rules` (a message's photo unless told), or null when it
 * may be sent. Checked in the browser (at once, before anything is uploaded) and again by the
 * gateway; the legacy API has the last word.
 */
export function attachmentProblem(
  file: AttachmentCandidate,
  rules: PhotoRules = messagePhotoRules,
): AttachmentProblem | null {
  if (!looksLikeAcceptedImage(file, rules)) return { kind: 'type', message: rules.texts.type };
  if (file.size === 0) return { kind: 'empty', message: rules.texts.empty };
  if (file.size > rules.maxBytes) return { kind: 'tooLarge', message: rules.texts.tooLarge };
  return null;
}

// ---- Doctors and reply times ----

/** 'Dr. Maya Lindqvist, MD' → 'Dr. Lindqvist': how a sentence names the doctor. */
export function doctorShortName(fullName: string): string {
  const withoutCredentials = fullName.split(',')[0]?.trim() ?? '';
  const names = withoutCredentials
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const lastName = names.at(-1);
  return lastName ? `Dr. ${lastName}` : 'Your doctor';
}

/** 24 → '1 business day', 48 → '2 business days', 4 → '4 hours', 36 → '36 hours'. */
export function replyWindowText(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return days === 1 ? '1 business day' : `${days} business days`;
  }
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * Who promised the reply time: the doctor's own profile in the legacy API, or the site's default
 * when the legacy API gives none (then the sentence speaks for "our doctors", not this doctor).
 */
export type ReplyTimeSource = 'doctor' | 'site';

export interface ReplyTime {
  hours: number;
  source: ReplyTimeSource;
}

/** 'Dr. Lindqvist usually replies within 1 business day' or 'Our doctors usually reply within …'. */
export function replyExpectationText(replyTime: ReplyTime, doctorName: string | null): string {
  const window = replyWindowText(replyTime.hours);
  if (replyTime.source === 'doctor' && doctorName) {
    return `${doctorShortName(doctorName)} usually replies within ${window}`;
  }
  return `Our doctors usually reply within ${window}`;
}

// ---- Times in the thread ----

function dayKey(date: Date, timeZone: string | undefined): string {
  // en-CA formats as YYYY-MM-DD, which compares and subtracts as a calendar date.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

/** The calendar day of a timestamp in the reader's time zone, 'YYYY-MM-DD': what separators group by. */
export function messageDay(iso: string, timeZone?: string): string {
  return dayKey(new Date(iso), timeZone);
}

function daysBetween(earlierDay: string, laterDay: string): number {
  return Math.round(
    (Date.parse(`${laterDay}T00:00:00Z`) - Date.parse(`${earlierDay}T00:00:00Z`)) / 86_400_000,
  );
}

/** A day separator: 'Today', 'Yesterday', 'Monday, October 5', or with the year when it is not this year's. */
export function messageDayLabel(iso: string, now: Date, timeZone?: string): string {
  const day = messageDay(iso, timeZone);
  const today = dayKey(now, timeZone);
  const age = daysBetween(day, today);
  if (age === 0) return 'Today';
  if (age === 1) return 'Yesterday';
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(new Date(iso));
}

/** '4:40 PM': a message's time of day. */
export function messageTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** 'Oct 5, 4:50 PM': when the doctor read a message (read receipts may be days old). */
export function messageReadTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
