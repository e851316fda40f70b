import { messaging } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { describePactCases, envelope, interaction } from './lapi-pact.ts';
import { multipartInteraction } from './multipart-interaction.ts';
import { alex, staleSession } from './people.ts';

const { boolean, eachKeyLike, eachLike, equal, integer, regex, string } = MatchersV3;

/**
 * Messaging, leads and uploads: the thread with the doctor, surveys and feedback, clicks and treatable
 * states, patient data, the doctor, and image uploads (multipart). Message ids, the doctor and the
 * states are those of lapi-server's demo data, which the provider states pin.
 */

/** lapi-server's default public product token (LAPI_PUBLIC_TOKEN unset); a legacy API under verification must accept it. */
const PUBLIC_TOKEN = 'pk_helmsman_local';
const SAM_LEADS_ID = 1002;
/** The app's idempotency key of the message with a photo (the upload and the message carry it). */
const MESSAGE_KEY = '2f9a4b1c-7d3e-4a6b-9c8d-1e2f3a4b5c6d';
const DOCTOR = 'Dr. Maya Lindqvist, MD';

const session = alex.session;
const loggedIn = given('a customer is logged in', {
  email: alex.email,
  leadsId: alex.leadsId,
  token: alex.token,
});
const noSession = given('no session exists for the token', { token: staleSession.token });
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

const notAuthenticated = {
  willRespondWith: { status: 401, body: envelope.failure(string('Not authenticated.')) },
  expected: { throws: { httpStatus: 401 } },
} as const;

/** A failure whose message the gateway maps to the spec's (section 8): pinned exactly. */
function fails(httpStatus: number, message: string) {
  return {
    willRespondWith: { status: httpStatus, body: envelope.failure(equal(message)) },
    expected: { throws: { httpStatus, serverMessage: message } },
  } as const;
}

/** A failure the gateway tells apart by status only: any message. */
function failsWith(httpStatus: number, example: string) {
  return {
    willRespondWith: { status: httpStatus, body: envelope.failure(string(example)) },
    expected: { throws: { httpStatus, serverMessage: example } },
  } as const;
}

const ISO_INSTANT =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$';
const instant = (example: string) => regex(ISO_INSTANT, example);
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

// ---- Patient data: Alex's lander, as the account pact pins it ----

const shippingAddress = {
  address: string('412 Congress Ave'),
  address2: string('Apt 5B'),
  city: string('Austin'),
  state: string('TX'),
  zip: string('78701'),
  country: string('US'),
};
const shippingAddressOut = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

interface OrderExample {
  status: string;
  date: string;
  total: string;
  refund: string;
  tracking: string | null;
  itemId: string;
  item: { product_name: string; product_image: string; category: string };
}

const alexOrders: Record<number, OrderExample> = {
  [alex.orders.shipped]: {
    status: 'Shipped',
    date: '2026-08-14',
    total: '49.98',
    refund: '0.00',
    tracking: '9400111899562834710231',
    itemId: '5001',
    item: { product_name: 'Sleep Gummies', product_image: '/images/supp-sleep.webp', category: 'sleep' },
  },
  [alex.orders.partiallyRefunded]: {
    status: 'Partially Refunded',
    date: '2026-09-03',
    total: '69.99',
    refund: '24.99',
    tracking: '9400111899562834710232',
    itemId: '5003',
    item: { product_name: 'Biotin Gummies', product_image: '/images/supp-biotin.webp', category: 'hair' },
  },
  [alex.orders.declined]: {
    status: 'Declined',
    date: '2026-10-02',
    total: '17.50',
    refund: '0.00',
    tracking: null,
    itemId: '5005',
    item: { product_name: 'Biotin Gummies', product_image: '/images/supp-biotin.webp', category: 'hair' },
  },
};

const amount = (example: string) => regex('^-?[0-9]+(\\.[0-9]+)?$', example);
const isoDate = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example);

const orderHistoryBody = Object.fromEntries(
  Object.entries(alexOrders).map(([orderNumber, order]) => [
    orderNumber,
    {
      order_status: equal(order.status),
      order_date: isoDate(order.date),
      order_total: amount(order.total),
      refund_amount: amount(order.refund),
      tracking_number: order.tracking === null ? null : string(order.tracking),
      shippingAddress,
      order_items: eachKeyLike(order.itemId, {
        product_name: string(order.item.product_name),
        product_image: string(order.item.product_image),
        category: string(order.item.category),
      }),
    },
  ]),
);

const orderHistoryOut = Object.fromEntries(
  Object.entries(alexOrders).map(([orderNumber, order]) => [
    orderNumber,
    {
      order_status: order.status,
      order_date: order.date,
      order_total: Number(order.total),
      refund_amount: Number(order.refund),
      tracking_number: order.tracking,
      shippingAddress: shippingAddressOut,
      order_items: { [order.itemId]: order.item },
    },
  ]),
);

const ALEX_CLICK = 400101;

describePactCases('messaging, leads and uploads', [
  // ---- /messaging/getall/ ----
  interaction({
    call: messaging.getAll,
    scenario: 'of a customer with a thread and an unread doctor message',
    given: [loggedIn, hasDoctor, thread],
    session,
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
  interaction({
    call: messaging.getAll,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  // ---- /messaging/getrecent/ ----
  interaction({
    call: messaging.getRecent,
    scenario: 'with a limit of two',
    given: [loggedIn, hasDoctor, thread],
    session,
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
  interaction({
    call: messaging.getRecent,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  // ---- /messaging/send/ ----
  interaction({
    call: messaging.send,
    scenario: 'with a text and one of the customer’s uploads',
    given: [
      loggedIn,
      hasDoctor,
      given('a customer has an upload', { leadsId: alex.leadsId, uploadId: 60001 }),
    ],
    session,
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
  interaction({
    call: messaging.send,
    scenario: 'with an empty body',
    given: [loggedIn, hasDoctor],
    session,
    input: { body: '   ' },
    ...failsWith(400, 'Invalid request: body must not be empty'),
  }),
  interaction({
    call: messaging.send,
    scenario: 'with another customer’s upload attached',
    given: [
      loggedIn,
      hasDoctor,
      given('a customer has an upload', { leadsId: SAM_LEADS_ID, uploadId: 60002 }),
    ],
    session,
    input: { body: 'Look at this.', attachment_id: 60002 },
    ...failsWith(400, 'Invalid request: attachment_id must be the upload_id of one of your uploads'),
  }),
  interaction({
    call: messaging.send,
    scenario: 'with an idempotency key already used for another request',
    given: [
      loggedIn,
      hasDoctor,
      given('an idempotency key was used for another request', {
        leadsId: alex.leadsId,
        path: '/lapi/messaging/send/',
        key: MESSAGE_KEY,
      }),
    ],
    session,
    input: { body: 'Hello again' },
    idempotencyKey: MESSAGE_KEY,
    // The gateway reads only the status (the key was reused): the app then makes a new key.
    willRespondWith: { status: 422, body: { status: 'FAILURE', message: string('Idempotency-Key reused') } },
    expected: { throws: { httpStatus: 422 } },
  }),
  interaction({
    call: messaging.send,
    scenario: 'by a customer without a doctor',
    given: [loggedIn, given('the customer has no doctor', { leadsId: alex.leadsId })],
    session,
    input: { body: 'Hello?' },
    ...failsWith(409, 'No doctor is assigned to you yet: you can message a doctor after an online visit.'),
  }),

  // ---- /survey/ and /feedback/ ----
  interaction({
    call: messaging.survey,
    scenario: 'with answers to the satisfaction survey',
    given: [loggedIn],
    session,
    input: { survey: 'satisfaction', answers: { overall: 5, recommend: 9 } },
    willRespondWith: { status: 200, body: { status: 'SUCCESS' } },
    expected: { returns: undefined },
  }),
  interaction({
    call: messaging.survey,
    scenario: 'with an unknown survey',
    given: [loggedIn],
    session,
    input: { survey: 'exit-interview', answers: { overall: 5 } },
    ...failsWith(400, 'Invalid request: survey must be one of "satisfaction", "online_visit"'),
  }),
  interaction({
    call: messaging.feedback,
    scenario: 'with a rating and a comment',
    given: [loggedIn],
    session,
    input: { rating: 5, comment: 'Quick, clear answers.', context: 'messages' },
    willRespondWith: { status: 200, body: { status: 'SUCCESS' } },
    expected: { returns: undefined },
  }),
  interaction({
    call: messaging.feedback,
    scenario: 'with a rating out of range',
    given: [loggedIn],
    session,
    input: { rating: 9 },
    ...fails(400, 'Failed to submit feedback. Please try again.'),
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
    ...fails(400, 'Failed to create click'),
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
    ...fails(400, 'Failed to determine eligibility'),
  }),

  // ---- /leads/patientdata ----
  interaction({
    call: messaging.patientData,
    scenario: 'of a customer with a billing flag, a pending order and a click',
    given: [
      loggedIn,
      given('the customer has orders', {
        leadsId: alex.leadsId,
        orders: [
          { orderNumber: alex.orders.shipped, status: 'Shipped' },
          { orderNumber: alex.orders.partiallyRefunded, status: 'Partially Refunded' },
          { orderNumber: alex.orders.declined, status: 'Declined' },
        ],
      }),
      given('the customer has a flag on an order', {
        leadsId: alex.leadsId,
        type: 'billing',
        ordersId: alex.orders.declined,
      }),
      given('the customer has subscriptions', { leadsId: alex.leadsId, categories: ['sleep', 'SKY GLP'] }),
      given('the customer has a pending order', {
        leadsId: alex.leadsId,
        product: 'Sildenafil 50 mg',
        productCategory: 'ed',
      }),
      given('the customer has registered a click', { leadsId: alex.leadsId, clickId: ALEX_CLICK }),
    ],
    session,
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        billingFlag: { orders_id: integer(alex.orders.declined) },
        expiredFlag: boolean(false),
        leadsId: integer(alex.leadsId),
        resumeOrders: eachLike({ product: string('Sildenafil 50 mg'), product_category: string('ed') }),
        clicksId: integer(ALEX_CLICK),
        lander: {
          email: string(alex.email),
          prospects_id: integer(alex.prospectsId),
          first_name: string(alex.firstName),
          last_name: string(alex.lastName),
          flags: eachLike({
            type: string('billing'),
            label: string('Payment declined'),
            orders_id: integer(alex.orders.declined),
          }),
          subscriptions: eachKeyLike('7001', { category: string('sleep') }),
          order_history: orderHistoryBody,
        },
      }),
    },
    expected: {
      returns: {
        billingFlag: { orders_id: alex.orders.declined },
        expiredFlag: false,
        leadsId: alex.leadsId,
        resumeOrders: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }],
        clicksId: ALEX_CLICK,
        lander: {
          email: alex.email,
          prospects_id: alex.prospectsId,
          first_name: alex.firstName,
          last_name: alex.lastName,
          flags: [{ type: 'billing', label: 'Payment declined', orders_id: alex.orders.declined }],
          subscriptions: { '7001': { category: 'sleep' } },
          order_history: orderHistoryOut,
        },
      },
    },
  }),
  interaction({
    call: messaging.patientData,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  // ---- /doctor ----
  interaction({
    call: messaging.doctor,
    scenario: 'of a customer with a doctor',
    given: [loggedIn, hasDoctor],
    session,
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
  interaction({
    call: messaging.doctor,
    scenario: 'of a customer without a doctor',
    given: [loggedIn, given('the customer has no doctor', { leadsId: alex.leadsId })],
    session,
    input: {},
    ...failsWith(404, 'No doctor is assigned to this customer yet.'),
  }),

  // ---- /upload_image/ (multipart) and its read-back extension ----
  multipartInteraction({
    call: messaging.uploadImage,
    scenario: 'with a PNG for a message',
    given: [loggedIn],
    session,
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
    given: [loggedIn],
    session,
    input: { purpose: 'message' },
    file: { field: 'fileToUpload', bytes: pdf, filename: 'rash.jpg', contentType: 'image/jpeg' },
    ...failsWith(415, 'Unsupported image: fileToUpload must be a JPEG, PNG, WebP or HEIC image.'),
  }),
  interaction({
    call: messaging.readUpload,
    scenario: 'of the customer’s own upload',
    given: [loggedIn, given('a customer has an upload', { leadsId: alex.leadsId, uploadId: 60001 })],
    session,
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
  interaction({
    call: messaging.readUpload,
    scenario: 'of another customer’s upload',
    given: [loggedIn, given('a customer has an upload', { leadsId: SAM_LEADS_ID, uploadId: 60002 })],
    session,
    input: { upload_id: 60002 },
    ...failsWith(404, 'Not found.'),
  }),
]);
