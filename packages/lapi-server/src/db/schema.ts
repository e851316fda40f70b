import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The legacy API's system of record. One schema serves PGlite and node-postgres; drizzle-kit turns
 * it into the SQL migrations under drizzle/ (`pnpm --filter @helmsman/lapi-server db:generate`).
 *
 * Conventions: snake_case columns as the legacy payloads spell them, money in integer cents (the API
 * renders the legacy "49.98" strings), calendar dates as `date` read back as 'YYYY-MM-DD' strings,
 * instants as `timestamptz`. Ids the legacy API exposes are identities so that explicit seed ids and
 * generated ids can coexist (the seed moves each sequence past its rows).
 *
 * This file is loaded by drizzle-kit's own loader, so it imports nothing but drizzle-orm.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    prospectsId: integer('prospects_id').notNull().unique(),
    // Stored lower-case (enforced below) so a plain unique index makes e-mail case-insensitive.
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    address: text('address'),
    address2: text('address2').notNull().default(''),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country').notNull().default('US'),
    // Account & identity: billing address null = "same as shipping" (the legacy form's default).
    billingAddress: text('billing_address'),
    billingAddress2: text('billing_address2').notNull().default(''),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZip: text('billing_zip'),
    dob: date('dob', { mode: 'string' }),
    smsAllow: boolean('smsallow').notNull().default(false),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** When the customer ticked the sign-up consent box (telehealth consent); null for older leads. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('leads_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/** Only the SHA-256 of a session token is stored: a database leak must not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The absolute end, fixed at login (SESSION_MAX_HOURS); the idle timeout ends it sooner. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The last call made with the session, for the sliding idle timeout (SESSION_IDLE_MINUTES). Written at
     * most once a minute (LAST_SEEN_RESOLUTION_MS), not on every call: a write per call would cost every
     * page a row version.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_lead_id_idx').on(t.leadId)],
);

/**
 * Shop catalogue (kind 'shop', the gummies of `@helmsman/domain`) and prescribed treatments (kind
 * 'treatment', sold only after an online visit). Category drives the customer area's icons.
 */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    productName: text('product_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    frequency: text('frequency').notNull(),
    quantitySupported: boolean('quantity_supported').notNull().default(true),
    img: text('img').notNull(),
    description: text('description').notNull(),
    dose: text('dose').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [
    check('products_frequency', sql`${t.frequency} in ('ONE_TIME', 'MONTHLY', 'QUARTERLY')`),
    check('products_kind', sql`${t.kind} in ('shop', 'treatment')`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Statuses are free text ('Shipped', 'Declined', 'Partially Refunded', ...): the customer area shows
 * whatever the legacy API says and only gives 'Declined' a meaning.
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: integer('order_number').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    refundCents: integer('refund_cents').notNull().default(0),
    trackingNumber: text('tracking_number'),
    // The address the order shipped to, copied at order time: later address changes must not rewrite history.
    shipAddress: text('ship_address').notNull(),
    shipAddress2: text('ship_address2').notNull().default(''),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZip: text('ship_zip').notNull(),
    shipCountry: text('ship_country').notNull().default('US'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_lead_id_idx').on(t.leadId),
    check('orders_refund_within_total', sql`${t.refundCents} between 0 and ${t.totalCents}`),
  ],
);

/** Name, image and category are copied from the product so past orders survive catalogue changes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    orderNumber: integer('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('order_items_order_number_idx').on(t.orderNumber)],
);

/** An online visit started but not paid for; 'Finish' resumes it by category. */
export const pendingOrders = pgTable(
  'pending_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    productCategory: text('product_category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_orders_lead_id_idx').on(t.leadId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    productName: text('product_name').notNull(),
    // 'SKY GLP' here is what shows the customer area's health-data page.
    category: text('category').notNull(),
    frequency: text('frequency').notNull(),
    status: text('status').notNull(),
    nextShipDate: date('next_ship_date', { mode: 'string' }),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    // Commerce (/subscription/update/): bottles per shipment (price_cents is for all of them), the
    // date a pause ends by itself (null: until resumed), and why the customer cancelled.
    quantity: integer('quantity').notNull().default(1),
    pausedUntil: date('paused_until', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
  },
  (t) => [
    index('subscriptions_lead_id_idx').on(t.leadId),
    check('subscriptions_frequency', sql`${t.frequency} in ('ONE_TIME', 'MONTHLY', 'QUARTERLY')`),
  ],
);

/** Account notices such as a declined payment ('billing', pointing at the order) or an expired card. */
export const flags = pgTable(
  'flags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    label: text('label').notNull(),
    ordersId: integer('orders_id').references(() => orders.orderNumber, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('flags_lead_id_idx').on(t.leadId)],
);

export const doctors = pgTable('doctors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 11 }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  credentials: text('credentials').notNull(),
  createdAt: createdAt(),
});

/** The patient's thread with their doctor; read_at null means the recipient has not read it yet. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Messaging: an image the patient attached (one of their own uploads; see the foreign key below).
    attachmentUploadId: integer('attachment_upload_id'),
  },
  (t) => [
    index('messages_lead_id_sent_at_idx').on(t.leadId, t.sentAt),
    check('messages_sender', sql`${t.sender} in ('patient', 'doctor')`),
    // On (upload, lead), not the upload alone: the database itself refuses another lead's upload.
    foreignKey({
      name: 'messages_attachment_owner_fk',
      columns: [t.attachmentUploadId, t.leadId],
      foreignColumns: [uploads.id, uploads.leadId],
    }),
  ],
);

// ---- Account & identity: password resets, SMS codes, stored cards, weight measurements ----

/** Sign-ups draw prospects ids from here, far above the seeded ones (582731…) so they never meet. */
export const prospectsIdSequence = pgSequence('prospects_id_seq', { startWith: 600001 });

/**
 * E-mail changes waiting for confirmation from the new address. Like reset links, only the SHA-256 of
 * the token is stored; a row is pending while confirmed_at and revoked_at are null and expires_at is
 * ahead. A lead has at most one pending change (a newer request revokes the older).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Lower-case, as leads.email. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_lead_id_idx').on(t.leadId)],
);

/**
 * Password reset links. Only the SHA-256 of the token is stored (like sessions): a database leak must
 * not hand out working links. A row is live while used_at and revoked_at are null and expires_at is
 * ahead; the newest few per lead stay live (older ones are revoked when a new one is issued).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_lead_id_idx').on(t.leadId)],
);

/**
 * The one-time code of /account/smsauth/: one row per lead (a new code replaces the old one), the code
 * stored as an argon2id hash, with its attempt counter.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** The number the code went to: verifying it proves that number, not a later one. */
    phone: text('phone').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Codes sent in the current rate-limit window: caps the texts (and guesses) one session can cause.
    sendsInWindow: integer('sends_in_window').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sms_codes_attempts_not_negative', sql`${t.attempts} >= 0`)],
);

/**
 * The customer's card on file, one per lead: what the processor's vault gave back, and nothing else.
 * The full number and the CVV never reach this server's storage or logs.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    processorToken: text('processor_token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month', sql`${t.expMonth} between 1 and 12`),
  ],
);

/** Weight log of SKY GLP (weight programme) patients: tenths of a pound, one entry per day. */
export const weightMeasurements = pgTable(
  'weight_measurements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 12001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    weightTenthsLbs: integer('weight_tenths_lbs').notNull(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('weight_measurements_lead_day').on(t.leadId, t.measuredOn),
    check('weight_measurements_range', sql`${t.weightTenthsLbs} between 500 and 10000`),
  ],
);

// ---- Messaging, leads & uploads: doctors' profiles and assignments, uploads, clicks, surveys, feedback ----

/** What the patient sees of their doctor besides the name (spec: /doctor), one row per doctor. */
export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    doctorId: integer('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url').notNull(),
    bio: text('bio').notNull(),
    /** What the messages page promises: "your doctor usually replies within N hours". */
    expectedReplyHours: integer('expected_reply_hours').notNull(),
  },
  (t) => [check('doctor_profiles_reply_hours', sql`${t.expectedReplyHours} between 1 and 168`)],
);

/** The lead's doctor: whom /doctor names and whom new patient messages go to. None before a visit. */
export const leadDoctors = pgTable('lead_doctors', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  doctorId: integer('doctor_id')
    .notNull()
    .references(() => doctors.id),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes. Both drivers hand bytea back as a Uint8Array (node-postgres as its subclass Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images a lead uploaded (for a message or the online visit). In the database, not on disk, so every
 * lapi-server sharing the Postgres serves them. content_type is what the bytes are (sniffed), never
 * what the client claimed; the list of types and the size cap are the API's (resources/uploads.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 60001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of `bytes`: lets a reader check what it got, and operators find duplicates. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_lead_id_idx').on(t.leadId),
    // The target of messages' (attachment_upload_id, lead_id) foreign key.
    unique('uploads_id_lead_id').on(t.id, t.leadId),
    check('uploads_purpose', sql`${t.purpose} in ('message', 'visit')`),
    check('uploads_size', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} = octet_length(${t.bytes})`),
    check('uploads_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * One row per site visit (/click/create/). lead_id is set once the visitor is known (sign-up or login
 * with the click id), never from the anonymous call itself. `extra` holds the other query parameters.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 400001 }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    a: text('a'),
    c1: text('c1'),
    s1: text('s1'),
    s2: text('s2'),
    s3: text('s3'),
    s4: text('s4'),
    s5: text('s5'),
    url: text('url'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    ipAddress: text('ip_address'),
    campaignsId: text('campaigns_id'),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('clicks_lead_id_idx').on(t.leadId)],
);

/** The US states where the clinic may treat each category (/click/statesallowed/): USPS codes. */
export const statesAllowed = pgTable(
  'states_allowed',
  {
    category: text('category').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.state] }),
    check('states_allowed_code', sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

/** Answers to a satisfaction survey; `answers` is validated against the survey's questions first. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 70001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    survey: text('survey').notNull(),
    answers: jsonb('answers').$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_responses_lead_id_idx').on(t.leadId)],
);

/** Star ratings with an optional comment; `context` says where the customer gave it (e.g. 'messages'). */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 80001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    context: text('context'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_lead_id_idx').on(t.leadId),
    check('feedback_rating', sql`${t.rating} between 1 and 5`),
  ],
);

// ---- Commerce: server-side carts, coupons and their redemptions, order payments, subscription history ----

/**
 * A coupon. Exactly one of percent_off and amount_off_cents is set. category limits the discount to
 * products of that category (e.g. 'sleep'); min_subtotal_cents is compared with the cart's subtotal;
 * a coupon is valid through expires_on; max_uses_per_lead null means unlimited.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    category: text('category'),
    expiresOn: date('expires_on', { mode: 'string' }),
    maxUsesPerLead: integer('max_uses_per_lead'),
    createdAt: createdAt(),
  },
  (t) => [
    // Codes are compared upper-case: stored that way, a plain unique index makes them case-insensitive.
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('coupons_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('coupons_percent_range', sql`${t.percentOff} between 1 and 100`),
    check('coupons_amount_positive', sql`${t.amountOffCents} > 0`),
  ],
);

/** One server-side cart per lead: the lines are cart_items, the applied coupon is here. */
export const carts = pgTable('carts', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product in a lead's cart, at most once (adding it again raises the quantity). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => carts.leadId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_lead_product').on(t.leadId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A coupon used on an order; counted against max_uses_per_lead. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_lead_idx').on(t.couponId, t.leadId)],
);

/**
 * Every charge attempt of an order, approved or declined: the processor's charge id and decline code,
 * and the card as the customer sees it (brand, last four). Never the number, the CVV or the token.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: integer('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    chargeId: text('charge_id'),
    declineCode: text('decline_code'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_number_idx').on(t.orderNumber),
    check('order_payments_status', sql`${t.status} in ('approved', 'declined')`),
  ],
);

/**
 * The history support reads: who changed a subscription, when, what (action and the fields before and
 * after, in details) and why (cancel reason and the customer's note).
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** 'customer' (through the API) or 'support'; actor_lead_id is the customer who acted. */
    actor: text('actor').notNull(),
    actorLeadId: integer('actor_lead_id').references(() => leads.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason'),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_id_idx').on(t.subscriptionId)],
);

// ---- Online visits & clinical: visits, their answers and product preferences ----

/**
 * A lead's online visit for one category ('ed', 'sleep', 'hair', 'SKY GLP'). The questions are in code
 * (src/clinical/question-bank.ts); the visit keeps where the customer is (current_question_id, null
 * once submitted), what they chose for their treatment, and the last eligibility assessment.
 * "The lead's current visit" is their in-progress visit touched last (updated_at).
 */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    status: text('status').notNull().default('in_progress'),
    currentQuestionId: text('current_question_id'),
    // Product preferences; each validated against the category in src/clinical/preferences.ts.
    frequency: text('frequency'),
    drug: text('drug'),
    dosage: text('dosage'),
    shipFrequency: text('ship_frequency'),
    hairPreferences: jsonb('hair_preferences').$type<{ concern: string; products: string[] }>(),
    sleepPreferences: jsonb('sleep_preferences').$type<{ trouble: string; melatonin_ok: boolean }>(),
    eligibility: text('eligibility'),
    eligibilityReasons: jsonb('eligibility_reasons').$type<{ code: string; message: string }[]>(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('visits_lead_id_status_idx').on(t.leadId, t.status, t.updatedAt),
    // One open visit per lead and category: two concurrent starts cannot create two.
    uniqueIndex('visits_one_open_per_category')
      .on(t.leadId, t.category)
      .where(sql`status in ('in_progress', 'submitted')`),
    check('visits_category', sql`${t.category} in ('ed', 'sleep', 'hair', 'SKY GLP')`),
    check('visits_status', sql`${t.status} in ('in_progress', 'submitted', 'approved', 'declined')`),
    check(
      'visits_current_question',
      sql`(${t.status} = 'in_progress') = (${t.currentQuestionId} is not null)`,
    ),
    check('visits_frequency', sql`${t.frequency} in ('MONTHLY', 'QUARTERLY')`),
    check('visits_ship_frequency', sql`${t.shipFrequency} in ('MONTHLY', 'QUARTERLY')`),
    check('visits_eligibility', sql`${t.eligibility} in ('eligible', 'needs_review', 'not_eligible')`),
  ],
);

/** Health data: one answer per question of a visit, as JSON (a choice, choices, yes/no, number, text, date). */
export const visitAnswers = pgTable(
  'visit_answers',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: jsonb('answer').$type<string | number | boolean | string[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.questionId] })],
);

// ---- Audit trail (issue 11, point 7) ----

/**
 * Who read or wrote whose health data or account, when and from where: one row per audited call,
 * written by the route runner (http/audit.ts), for writes in the same transaction as the write.
 * Append-only: a trigger in the migration (0006) raises on UPDATE, DELETE and TRUNCATE.
 *
 * No foreign keys on purpose: the trail must outlive the rows it speaks of (leads cascade-delete their
 * data, and the audit row of that deletion must stay). actor is the customer whose session acted
 * (null: anonymous or the system); customer_id is whose data it was.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: integer('actor'),
    customerId: integer('customer_id'),
    action: text('action').notNull(),
    /** What was touched: 'visit_answers', 'messages', 'measurements', 'uploads', 'account', 'password', … */
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    /** The route's name in the route table, e.g. 'messages.list'. */
    route: text('route').notNull(),
    /** The client's address: the socket peer, or X-Forwarded-For from a trusted proxy (the gateway). */
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    // "Who saw this customer's data, newest first" is the question the trail exists to answer.
    index('audit_events_customer_id_at_idx').on(t.customerId, t.at),
    index('audit_events_actor_at_idx').on(t.actor, t.at),
    check(
      'audit_events_action',
      sql`${t.action} in ('read', 'create', 'update', 'delete', 'login', 'logout')`,
    ),
  ],
);

// ---- Idempotent writes (issue 11) ----

/**
 * What a write sent with an `Idempotency-Key` header did, so that a retry of it (a double click, the
 * gateway retrying after a timeout, a resubmit after a crash) answers the same without writing again
 * (http/idempotency.ts). Written in the same transaction as the write: after a crash both are there or
 * neither is. Keyed by customer, route and key: the same key on two routes (a message's photo and the
 * message) is two writes. request_hash is the SHA-256 of the request as the route fingerprints it (the
 * card update keeps only the card's last four digits in it), so the same key with another body is
 * refused. The response columns are null only inside the writing transaction, never once committed.
 * Keys count for 24 hours (created_at); older rows are ignored and swept lazily by later writes.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.route, t.key] }),
    // The sweep of expired keys reads the oldest first.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
