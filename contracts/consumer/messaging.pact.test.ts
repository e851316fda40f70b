import { messaging } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { instant, PUBLIC_TOKEN } from './formats.ts';
import {
  acknowledged,
  customerInteraction,
  describePactCases,
  envelope,
  fails,
  interaction,
  staleTokenInteraction,
} from './lapi-pact.ts';
import { multipartInteraction } from './multipart-interaction.ts';
import { alexLanderSummary, alexOrderHistory } from './order-history.ts';
import { alex, alexPendingEdOrder, loggedIn, sam } from './people.ts';

const { boolean, eachLike, equal, integer, regex, string } = MatchersV3;

/**
 * Messaging, leads and uploads: the thread with the doctor, surveys and feedback, clicks and treatable
 * states, patient data, the doctor, and image uploads (multipart). Message ids, the doctor and the
 * states are those of lapi-server's demo data, which the provider states pin.
 */

/** The app's idempotency key of the message with a photo (the upload and the message carry it). */
const MESSAGE_KEY = '2f9a4b1c-7d3e-4a6b-9c8d-1e2f3a4b5c6d';
const DOCTOR = 'Dr. Maya Lindqvist, MD';

const hasDoctor = given('the customer has a doctor', {
  leadsId: alex.leadsId,
  doctorName: DOCTOR,
  expectedReplyHours: 24,
});
const thread = given('the customer has a message thread with their doctor', {
  leadsId: alex.leadsId,
  messages: [
    { id: 9001, sender: 'patient', read: true },
    { id: 9002, sender: 'doctor', read: true },
    { id: 9003, sender: 'patient', read: true },
    { id: 9004, sender: 'doctor', read: false },
  ],
});

const IMAGE_TYPE = '^image/(jpeg|png|webp|heic)$';

interface MessageExample {
  id: number;
  sender: 'patient' | 'doctor';
  sender_name: string;
  body: string;
  sent_at: string;
  read_at: string | null;
  attachment: { upload_id: number; content_type: string } | null;
}

/** The pact body of a message: its kinds, the sender exactly (the app lays the thread out by it). */
function messageBody(example: MessageExample) {
  return {
    id: integer(example.id),
    sender: equal(example.sender),
    sender_name: string(example.sender_name),
    body: string(example.body),
    sent_at: instant(example.sent_at),
    read_at: example.read_at === null ? null : instant(example.read_at),
    attachment:
      example.attachment === null
        ? null
        : {
            upload_id: integer(example.attachment.upload_id),
            content_type: regex(IMAGE_TYPE, example.attachment.content_type),
          },
  };
}

const alexThread: MessageExample[] = [
  {
    id: 9001,
    sender: 'patient',
    sender_name: 'Alex Berg',
    body: 'Hi Dr. Lindqvist, I started the Sleep Gummies two weeks ago.',
    sent_at: '2026-10-05T14:02:00.000Z',
    read_at: '2026-10-05T14:12:00.000Z',
    attachment: null,
  },
  {
    id: 9002,
    sender: 'doctor',
    sender_name: DOCTOR,
    body: 'Hi Alex, yes: melatonin and L-theanine do not interact with lisinopril.',
    sent_at: '2026-10-05T16:40:00.000Z',
    read_at: '2026-10-05T16:50:00.000Z',
    attachment: null,
  },
  {
    id: 9003,
    sender: 'patient',
    sender_name: 'Alex Berg',
    body: 'Thanks! Can I also start Sildenafil while I take them?',
    sent_at: '2026-10-06T09:15:00.000Z',
    read_at: '2026-10-06T09:25:00.000Z',
    attachment: null,
  },
  {
    id: 9004,
    sender: 'doctor',
    sender_name: DOCTOR,
    body: 'Yes, that combination is fine.',
    sent_at: '2026-10-06T11:30:00.000Z',
    read_at: null,
    attachment: null,
  },
];

/** A real 1×1 PNG (#FEC256), 69 bytes: the file of the upload interaction. */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4dygMAATYAhcC7ERYAAAAAElFTkSuQmCC',
    'base64',
  ),
);
/** A PDF's first bytes: not an image, whatever it is called. */
const pdf = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n');

const ALEX_CLICK = 400101;

describePactCases('messaging, leads and uploads', [
  // ---- /messaging/getall/ ----
  customerInteraction(alex, {
    call: messaging.getAll,
    scenario: 'of a customer with a thread and an unread doctor message',
    given: [hasDoctor, thread],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        messages: alexThread.map(messageBody),
        unread_count: integer(1),
        expected_reply_hours: integer(24),
      }),
    },
    expected: { returns: { messages: alexThread, unread_count: 1, expected_reply_hours: 24 } },
  }),
  staleTokenInteraction(messaging.getAll, {}),

  // ---- /messaging/getrecent/ ----
  customerInteraction(alex, {
    call: messaging.getRecent,
    scenario: 'with a limit of two',
    given: [hasDoctor, thread],
    input: { limit: 2 },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        messages: [alexThread[3], alexThread[2]].map((message) => messageBody(message as MessageExample)),
        unread_count: integer(1),
      }),
    },
    expected: { returns: { messages: [alexThread[3], alexThread[2]] as MessageExample[], unread_count: 1 } },
  }),
  staleTokenInteraction(messaging.getRecent, {}),

  // ---- /messaging/send/ ----
  customerInteraction(alex, {
    call: messaging.send,
    scenario: 'with a text and one of the customer’s uploads',
    given: [hasDoctor, given('a customer has an upload', { leadsId: alex.leadsId, uploadId: 60001 })],
    input: { body: 'Here is a photo of the rash.', attachment_id: 60001 },
    // The message's key (its photo was uploaded with it too): a resent message is stored once.
    idempotencyKey: MESSAGE_KEY,
    willRespondWith: {
      status: 200,
      body: envelope.success(
        messageBody({
          id: 9005,
          sender: 'patient',
          sender_name: 'Alex Berg',
          body: 'Here is a photo of the rash.',
          sent_at: '2026-11-22T09:00:00.000Z',
          read_at: null,
          attachment: { upload_id: 60001, content_type: 'image/png' },
        }),
      ),
    },
    expected: {
      returns: {
        id: 9005,
        sender: 'patient',
        sender_name: 'Alex Berg',
        body: 'Here is a photo of the rash.',
        sent_at: '2026-11-22T09:00:00.000Z',
        read_at: null,
        attachment: { upload_id: 60001, content_type: 'image/png' },
      },
    },
  }),
  customerInteraction(alex, {
    call: messaging.send,
    scenario: 'with an empty body',
    given: [hasDoctor],
    input: { body: '   ' },
    ...fails(400, string('Invalid request: body must not be empty')),
  }),
  customerInteraction(alex, {
    call: messaging.send,
    scenario: 'with another customer’s upload attached',
    given: [hasDoctor, given('a customer has an upload', { leadsId: sam.leadsId, uploadId: 60002 })],
    input: { body: 'Look at this.', attachment_id: 60002 },
    ...fails(400, string('Invalid request: attachment_id must be the upload_id of one of your uploads')),
  }),
  customerInteraction(alex, {
    call: messaging.send,
    scenario: 'with an idempotency key already used for another request',
    given: [
      hasDoctor,
      given('an idempotency key was used for another request', {
        leadsId: alex.leadsId,
        path: '/lapi/messaging/send/',
        key: MESSAGE_KEY,
      }),
    ],
    input: { body: 'Hello again' },
    idempotencyKey: MESSAGE_KEY,
    // The gateway reads only the status (the key was reused): the app then makes a new key.
    willRespondWith: { status: 422, body: { status: 'FAILURE', message: string('Idempotency-Key reused') } },
    expected: { throws: { httpStatus: 422 } },
  }),
  customerInteraction(alex, {
    call: messaging.send,
    scenario: 'by a customer without a doctor',
    given: [given('the customer has no doctor', { leadsId: alex.leadsId })],
    input: { body: 'Hello?' },
    ...fails(
      409,
      string('No doctor is assigned to you yet: you can message a doctor after an online visit.'),
    ),
  }),

  // ---- /survey/ and /feedback/ ----
  customerInteraction(alex, {
    call: messaging.survey,
    scenario: 'with answers to the satisfaction survey',
    input: { survey: 'satisfaction', answers: { overall: 5, recommend: 9 } },
    ...acknowledged,
  }),
  customerInteraction(alex, {
    call: messaging.survey,
    scenario: 'with an unknown survey',
    input: { survey: 'exit-interview', answers: { overall: 5 } },
    ...fails(400, string('Invalid request: survey must be one of "satisfaction", "online_visit"')),
  }),
  customerInteraction(alex, {
    call: messaging.feedback,
    scenario: 'with a rating and a comment',
    input: { rating: 5, comment: 'Quick, clear answers.', context: 'messages' },
    ...acknowledged,
  }),
  customerInteraction(alex, {
    call: messaging.feedback,
    scenario: 'with a rating out of range',
    input: { rating: 9 },
    ...fails(400, equal('Failed to submit feedback. Please try again.')),
  }),

  // ---- /click/create/ and /click/statesallowed/ ----
  interaction({
    call: messaging.createClick,
    scenario: 'of a visit with campaign fields and an extra query parameter',
    given: [],
    input: {
      a: 'helmsman',
      c1: 'newsletter',
      s1: 'nov-2026',
      url: 'https://helmsman.example/?a=helmsman&c1=newsletter&utm_source=mail',
      referrer: 'https://mail.example/',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      device_type: 'mobile',
      // The client's address as the gateway determined it (X-Forwarded-For only from a trusted proxy).
      ip_address: '203.0.113.7',
      token: PUBLIC_TOKEN,
      utm_source: 'mail',
    },
    willRespondWith: { status: 200, body: envelope.success({ click_id: integer(400102) }) },
    expected: { returns: { click_id: 400102 } },
  }),
  interaction({
    call: messaging.createClick,
    scenario: 'with a token that is not the public product token',
    given: [],
    input: { a: 'helmsman', token: 'pk_not_ours' },
    ...fails(400, equal('Failed to create click')),
  }),
  interaction({
    call: messaging.statesAllowed,
    scenario: 'for the weight programme',
    given: [
      given('the clinic treats a category in these states', { category: 'SKY GLP', states: ['TX', 'WA'] }),
    ],
    input: { category: 'SKY GLP' },
    willRespondWith: {
      status: 200,
      body: envelope.success(eachLike({ code: regex('^[A-Z]{2}$', 'TX'), name: string('Texas') })),
    },
    expected: { returns: [{ code: 'TX', name: 'Texas' }] },
  }),
  interaction({
    call: messaging.statesAllowed,
    scenario: 'for a category the clinic does not treat',
    given: [given('the clinic does not treat the category', { category: 'astrology' })],
    input: { category: 'astrology' },
    ...fails(400, equal('Failed to determine eligibility')),
  }),

  // ---- /click/statewaitlist/ (extension) ----
  interaction({
    call: messaging.stateWaitlist,
    scenario: 'for a state the clinic does not treat the category in yet',
    given: [
      given('the clinic treats a category in these states', { category: 'SKY GLP', states: ['TX', 'WA'] }),
    ],
    input: { category: 'SKY GLP', state: 'MT', email: 'pat@example.com' },
    ...acknowledged,
  }),
  interaction({
    call: messaging.stateWaitlist,
    // The same answer as the first time: it never tells whether an address was listed already.
    scenario: 'for an address already on the list',
    given: [
      given('the clinic treats a category in these states', { category: 'SKY GLP', states: ['TX', 'WA'] }),
      given('the e-mail is on the wait list of a state', {
        category: 'SKY GLP',
        state: 'MT',
        email: 'pat@example.com',
      }),
    ],
    input: { category: 'SKY GLP', state: 'MT', email: 'pat@example.com' },
    ...acknowledged,
  }),
  interaction({
    call: messaging.stateWaitlist,
    scenario: 'for a state the clinic already treats the category in',
    given: [
      given('the clinic treats a category in these states', { category: 'SKY GLP', states: ['TX', 'WA'] }),
    ],
    input: { category: 'SKY GLP', state: 'TX', email: 'pat@example.com' },
    ...fails(409, string('The clinic already treats SKY GLP in Texas.')),
  }),

  // ---- /leads/patientdata ----
  customerInteraction(alex, {
    call: messaging.patientData,
    scenario: 'of a customer with a billing flag, a pending order and a click',
    given: [
      ...alexOrderHistory,
      alexPendingEdOrder,
      given('the customer has registered a click', { leadsId: alex.leadsId, clickId: ALEX_CLICK }),
    ],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        billingFlag: { orders_id: integer(alex.orders.declined) },
        expiredFlag: boolean(false),
        leadsId: integer(alex.leadsId),
        resumeOrders: eachLike({ product: string('Sildenafil 50 mg'), product_category: string('ed') }),
        clicksId: integer(ALEX_CLICK),
        lander: alexLanderSummary.body,
      }),
    },
    expected: {
      returns: {
        billingFlag: { orders_id: alex.orders.declined },
        expiredFlag: false,
        leadsId: alex.leadsId,
        resumeOrders: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }],
        clicksId: ALEX_CLICK,
        lander: alexLanderSummary.returns,
      },
    },
  }),
  staleTokenInteraction(messaging.patientData, {}),

  // ---- /doctor ----
  customerInteraction(alex, {
    call: messaging.doctor,
    scenario: 'of a customer with a doctor',
    given: [hasDoctor],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        id: integer(11),
        name: string(DOCTOR),
        credentials: string('MD'),
        photo_url: string('/images/doctor-maya-lindqvist.webp'),
        bio: string('Board-certified in internal medicine.'),
        expected_reply_hours: integer(24),
      }),
    },
    expected: {
      returns: {
        id: 11,
        name: DOCTOR,
        credentials: 'MD',
        photo_url: '/images/doctor-maya-lindqvist.webp',
        bio: 'Board-certified in internal medicine.',
        expected_reply_hours: 24,
      },
    },
  }),
  customerInteraction(alex, {
    call: messaging.doctor,
    scenario: 'of a customer without a doctor',
    given: [given('the customer has no doctor', { leadsId: alex.leadsId })],
    input: {},
    ...fails(404, string('No doctor is assigned to this customer yet.')),
  }),

  // ---- /upload_image/ (multipart) and its read-back extension ----
  multipartInteraction({
    call: messaging.uploadImage,
    scenario: 'with a PNG for a message',
    given: [loggedIn(alex)],
    session: alex.session,
    input: { purpose: 'message' },
    idempotencyKey: MESSAGE_KEY,
    file: { field: 'fileToUpload', bytes: png, filename: 'rash.png', contentType: 'image/png' },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        upload_id: integer(60001),
        content_type: regex(IMAGE_TYPE, 'image/png'),
        size: integer(png.length),
      }),
    },
    expected: { returns: { upload_id: 60001, content_type: 'image/png', size: png.length } },
  }),
  multipartInteraction({
    call: messaging.uploadImage,
    scenario: 'with a PDF named like an image',
    given: [loggedIn(alex)],
    session: alex.session,
    input: { purpose: 'message' },
    file: { field: 'fileToUpload', bytes: pdf, filename: 'rash.jpg', contentType: 'image/jpeg' },
    ...fails(415, string('Unsupported image: fileToUpload must be a JPEG, PNG, WebP or HEIC image.')),
  }),
  customerInteraction(alex, {
    call: messaging.readUpload,
    scenario: 'of the customer’s own upload',
    given: [given('a customer has an upload', { leadsId: alex.leadsId, uploadId: 60001 })],
    input: { upload_id: 60001 },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        upload_id: integer(60001),
        content_type: regex(IMAGE_TYPE, 'image/png'),
        base64: regex('^[A-Za-z0-9+/]*={0,2}$', Buffer.from(png).toString('base64')),
      }),
    },
    expected: { returns: { upload_id: 60001, content_type: 'image/png', bytes: png } },
  }),
  customerInteraction(alex, {
    call: messaging.readUpload,
    scenario: 'of another customer’s upload',
    given: [given('a customer has an upload', { leadsId: sam.leadsId, uploadId: 60002 })],
    input: { upload_id: 60002 },
    ...fails(404, string('Not found.')),
  }),
]);
