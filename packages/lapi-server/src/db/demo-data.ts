import {
  addDays,
  catalogue,
  defaultVisitTreatment,
  type ProductFamily,
  toCents,
  US_STATES,
  VISIT_TREATMENTS,
} from '@helmsman/domain';
import type {
  clicks,
  coupons,
  doctorProfiles,
  doctors,
  flags,
  leadDoctors,
  leads,
  messages,
  orderItems,
  orders,
  paymentMethods,
  pendingOrders,
  products,
  statesAllowed,
  subscriptions,
  visitAnswers,
  visits,
  weightMeasurements,
} from './schema/index.ts';

/**
 * The demo data every environment starts with. End-to-end tests, pact provider states, the README and
 * reviewers rely on these exact values: change them only together with their users.
 *
 * Dates are written as seen on DEMO_DAY: orders, messages and weigh-ins before it, next shipments
 * after it. A first start seeds them moved to its own day (`demoRows(today)`), so a demo never shows a
 * past next shipment; tests, pact states and stories use DEMO_DAY itself and so these exact rows.
 */
/** The day the dates below are written for: the stories' and the tests' demo is seeded on it. */
export const DEMO_DAY = '2026-11-25';

export const demo = {
  alex: {
    leadsId: 1001,
    prospectsId: 582731,
    email: 'alex@helmsman.test',
    password: 'Valhalla1',
    firstName: 'Alex',
    lastName: 'Berg',
    orders: { shipped: 100231, partiallyRefunded: 100232, declined: 100233 },
    subscriptions: { sleepGummies: 7001, skyGlp: 7002 },
    pendingOrder: { product: 'Sildenafil 50 mg', product_category: 'ed' },
    /** 'YYYY-MM-DD' in the database; the legacy calls spell it '06/12/1984'. */
    dob: '1984-06-12',
    /** The card on file is the processor's "declines" test card: hence the declined order 100233. */
    card: { brand: 'visa', last4: '0002', expMonth: 9, expYear: 2028 },
  },
  sam: {
    leadsId: 1002,
    prospectsId: 582732,
    email: 'sam@helmsman.test',
    password: 'Valhalla2',
    firstName: 'Sam',
    lastName: 'Rivera',
    orders: { shipped: 100234 },
  },
  doctor: { id: 11, name: 'Dr. Maya Lindqvist, MD' },
  /** The demo's treatment orders and subscriptions: each category's default (Sildenafil 50 mg monthly…). */
  products: {
    sildenafil: defaultVisitTreatment('ed').product_id,
    semaglutide: defaultVisitTreatment('SKY GLP').product_id,
    doxepin: defaultVisitTreatment('sleep').product_id,
    finasteride: defaultVisitTreatment('hair').product_id,
  },
} as const;

/** The category the customer area keys its icons on: biotin gummies are the hair line. */
export const categoryOfFamily: Record<ProductFamily, string> = {
  sleep: 'sleep',
  biotin: 'hair',
  immunity: 'immunity',
  bundle: 'bundle',
};

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const shopProducts: Row<typeof products>[] = catalogue.map((product) => ({
  productId: product.product_id,
  productName: product.product_name,
  priceCents: toCents(product.price),
  frequency: product.frequency,
  quantitySupported: product.quantity_supported,
  img: product.img,
  description: product.description,
  dose: product.dose,
  category: categoryOfFamily[product.family],
  kind: 'shop',
}));

/** What the visit's treatments add to their domain entry (id, name, price, frequency, image), per drug. */
const treatmentDetails: Record<string, { description: string; dose: string }> = {
  sildenafil: {
    description: 'The active ingredient of Viagra, prescribed after an online visit.',
    dose: 'One tablet about an hour before sex, at most once a day',
  },
  tadalafil: {
    description:
      'The active ingredient of Cialis, working for up to 36 hours, prescribed after an online visit.',
    dose: 'One tablet a day, or one before sex, at most once a day',
  },
  doxepin: {
    description: 'A low dose that helps you stay asleep through the night, prescribed after an online visit.',
    dose: 'One tablet 30 minutes before bed',
  },
  trazodone: {
    description: 'Helps you fall asleep and stay asleep, prescribed after an online visit.',
    dose: 'One tablet at bedtime',
  },
  finasteride: {
    description:
      'Slows hair loss at the crown and regrows hair for most men, prescribed after an online visit.',
    dose: 'One tablet a day',
  },
  minoxidil: {
    description: 'Wakes up resting hair follicles for fuller hair, prescribed after an online visit.',
    dose: 'One tablet a day',
  },
  semaglutide: {
    description: 'Weekly GLP-1 injections with monthly doctor check-ins and health tracking.',
    dose: 'One injection a week',
  },
  tirzepatide: {
    description: 'Weekly GLP-1 and GIP injections with monthly doctor check-ins and health tracking.',
    dose: 'One injection a week',
  },
};

function detailsOf(drug: string): { description: string; dose: string } {
  const details = treatmentDetails[drug];
  if (!details) throw new Error(`Demo data has no description of ${drug}`);
  return details;
}

const treatmentProducts: Row<typeof products>[] = VISIT_TREATMENTS.map((treatment) => ({
  productId: treatment.product_id,
  productName: treatment.product_name,
  priceCents: toCents(treatment.price),
  frequency: treatment.frequency,
  quantitySupported: false,
  img: treatment.img,
  ...detailsOf(treatment.drug),
  category: treatment.category,
  kind: 'treatment',
}));

export const demoProducts: readonly Row<typeof products>[] = [...shopProducts, ...treatmentProducts];

const productById = new Map(demoProducts.map((product) => [product.productId, product]));

function product(productId: number): Row<typeof products> {
  const found = productById.get(productId);
  if (!found) throw new Error(`Demo data refers to unknown product ${productId}`);
  return found;
}

export const demoDoctors: readonly Row<typeof doctors>[] = [
  { id: demo.doctor.id, firstName: 'Maya', lastName: 'Lindqvist', credentials: 'MD' },
];

const alexAddress = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const samAddress = { address: '88 Pike St', address2: '', city: 'Seattle', state: 'WA', zip: '98101' };

/** Without password hashes: the seed hashes `demo.*.password` (argon2 salts differ on every run). */
export const demoLeads: readonly Omit<Row<typeof leads>, 'passwordHash'>[] = [
  {
    id: demo.alex.leadsId,
    prospectsId: demo.alex.prospectsId,
    email: demo.alex.email,
    firstName: demo.alex.firstName,
    lastName: demo.alex.lastName,
    phone: '(512) 555-0142',
    ...alexAddress,
    country: 'US',
    dob: demo.alex.dob,
    smsAllow: true,
    // Both demo customers proved their phones at sign-up: an online visit needs a verified phone.
    phoneVerifiedAt: new Date('2026-01-15T10:04:00Z'),
    createdAt: new Date('2026-01-15T10:00:00Z'),
  },
  {
    id: demo.sam.leadsId,
    prospectsId: demo.sam.prospectsId,
    email: demo.sam.email,
    firstName: demo.sam.firstName,
    lastName: demo.sam.lastName,
    phone: '(206) 555-0178',
    ...samAddress,
    country: 'US',
    phoneVerifiedAt: new Date('2026-03-02T09:33:00Z'),
    createdAt: new Date('2026-03-02T09:30:00Z'),
  },
];

function shippedTo(address: typeof alexAddress) {
  return {
    shipAddress: address.address,
    shipAddress2: address.address2,
    shipCity: address.city,
    shipState: address.state,
    shipZip: address.zip,
    shipCountry: 'US',
  };
}

export const demoOrders: readonly Row<typeof orders>[] = [
  {
    orderNumber: demo.alex.orders.shipped,
    leadId: demo.alex.leadsId,
    status: 'Shipped',
    orderDate: '2026-08-14',
    totalCents: 4998,
    refundCents: 0,
    trackingNumber: '9400111899562834710231',
    ...shippedTo(alexAddress),
  },
  {
    orderNumber: demo.alex.orders.partiallyRefunded,
    leadId: demo.alex.leadsId,
    status: 'Partially Refunded',
    orderDate: '2026-09-03',
    totalCents: 6999,
    refundCents: 2499,
    trackingNumber: '9400111899562834710232',
    ...shippedTo(alexAddress),
  },
  {
    orderNumber: demo.alex.orders.declined,
    leadId: demo.alex.leadsId,
    status: 'Declined',
    orderDate: '2026-10-02',
    totalCents: 1750,
    refundCents: 0,
    trackingNumber: null,
    ...shippedTo(alexAddress),
  },
  {
    orderNumber: demo.sam.orders.shipped,
    leadId: demo.sam.leadsId,
    status: 'Shipped',
    orderDate: '2026-09-20',
    totalCents: 2499,
    refundCents: 0,
    trackingNumber: '9400111899562834710234',
    ...shippedTo(samAddress),
  },
];

/** An order line copies name, image, category and price from the product, as checkout does. */
function orderItem(id: number, orderNumber: number, productId: number): Row<typeof orderItems> {
  const { productName, img, category, priceCents } = product(productId);
  return { id, orderNumber, productId, productName, productImage: img, category, quantity: 1, priceCents };
}

export const demoOrderItems: readonly Row<typeof orderItems>[] = [
  orderItem(5001, demo.alex.orders.shipped, 40), // Sleep Gummies, one bottle
  orderItem(5002, demo.alex.orders.shipped, 35), // Immunity Gummies, one bottle
  orderItem(5003, demo.alex.orders.partiallyRefunded, 32), // Biotin Gummies, quarterly
  orderItem(5004, demo.alex.orders.partiallyRefunded, 40), // Sleep Gummies, one bottle: refunded
  orderItem(5005, demo.alex.orders.declined, 31), // Biotin Gummies, monthly: payment declined
  orderItem(5006, demo.sam.orders.shipped, 30), // Biotin Gummies, one bottle
];

export const demoFlags: readonly Row<typeof flags>[] = [
  {
    id: 1,
    leadId: demo.alex.leadsId,
    type: 'billing',
    label: 'Payment declined',
    ordersId: demo.alex.orders.declined,
  },
];

function subscription(
  id: number,
  leadId: number,
  productId: number,
  nextShipDate: string,
): Row<typeof subscriptions> {
  const { productName, category, frequency, priceCents } = product(productId);
  return {
    id,
    leadId,
    productId,
    productName,
    category,
    frequency,
    status: 'active',
    nextShipDate,
    priceCents,
  };
}

export const demoSubscriptions: readonly Row<typeof subscriptions>[] = [
  subscription(demo.alex.subscriptions.sleepGummies, demo.alex.leadsId, 41, '2026-12-14'),
  subscription(demo.alex.subscriptions.skyGlp, demo.alex.leadsId, demo.products.semaglutide, '2026-12-20'),
];

export const demoPendingOrders: readonly Row<typeof pendingOrders>[] = [
  {
    id: 8001,
    leadId: demo.alex.leadsId,
    product: demo.alex.pendingOrder.product,
    productCategory: demo.alex.pendingOrder.product_category,
    createdAt: new Date('2026-10-06T11:45:00Z'),
  },
];

function message(
  id: number,
  sender: 'patient' | 'doctor',
  sentAt: string,
  body: string,
  read: boolean,
): Row<typeof messages> {
  return {
    id,
    leadId: demo.alex.leadsId,
    doctorId: demo.doctor.id,
    sender,
    body,
    sentAt: new Date(sentAt),
    readAt: read ? new Date(Date.parse(sentAt) + 10 * 60_000) : null,
  };
}

/** The last doctor's message is unread, so the messages page has something new to show. */
export const demoMessages: readonly Row<typeof messages>[] = [
  message(
    9001,
    'patient',
    '2026-10-05T14:02:00Z',
    'Hi Dr. Lindqvist, I started the Sleep Gummies two weeks ago. Is it fine to take them with my evening blood-pressure tablet?',
    true,
  ),
  message(
    9002,
    'doctor',
    '2026-10-05T16:40:00Z',
    'Hi Alex, yes: melatonin and L-theanine do not interact with lisinopril. Take the gummies 30 minutes before bed and keep your usual schedule for the tablet.',
    true,
  ),
  message(
    9003,
    'patient',
    '2026-10-06T09:15:00Z',
    'Thanks! Can I also start Sildenafil while I take them?',
    true,
  ),
  message(
    9004,
    'doctor',
    '2026-10-06T11:30:00Z',
    'Yes, that combination is fine. Finish your online visit for Sildenafil and I will review it within one business day.',
    false,
  ),
];

// ---- Account & identity ----

/** Alex's card on file: only what the processor's vault returns (the token keeps the "declines" behaviour). */
export const demoPaymentMethods: readonly Row<typeof paymentMethods>[] = [
  {
    leadId: demo.alex.leadsId,
    ...demo.alex.card,
    processorToken: 'tok_test_decline_demoAlexCardOnFile00',
    createdAt: new Date('2026-01-15T10:05:00Z'),
    updatedAt: new Date('2026-01-15T10:05:00Z'),
  },
];

/** Alex's weekly weigh-ins on the SKY GLP programme (subscription 7002), trending down. */
const alexWeighIns: readonly [measuredOn: string, weightTenthsLbs: number][] = [
  ['2026-10-06', 2368],
  ['2026-10-13', 2349],
  ['2026-10-20', 2336],
  ['2026-10-27', 2312],
  ['2026-11-03', 2304],
  ['2026-11-10', 2285],
  ['2026-11-17', 2271],
];

export const demoWeightMeasurements: readonly Row<typeof weightMeasurements>[] = alexWeighIns.map(
  ([measuredOn, weightTenthsLbs], index) => ({
    id: 12001 + index,
    leadId: demo.alex.leadsId,
    measuredOn,
    weightTenthsLbs,
    createdAt: new Date(`${measuredOn}T07:30:00Z`),
  }),
);

// ---- Messaging, leads & uploads ----

/** The values of this section that tests, pact states and the README name. */
export const demoCare = {
  /** What Alex's doctor promises on the messages page. */
  expectedReplyHours: 24,
  doctorPhotoUrl: '/images/doctor-maya-lindqvist.webp',
  /** Alex's visit from the October newsletter: the click patient data reports. Sam has no click. */
  alexClickId: 400101,
  /** Where the weight programme may be prescribed: fewer states than the other treatments. */
  skyGlpStates: 'AZ CA CO FL GA IL MA MI NC NJ NY OH PA TX VA WA'.split(' '),
  /** ed, sleep and hair are treated everywhere but here. */
  statesWithoutTreatment: ['AK', 'AR', 'LA', 'MS', 'WV'] as readonly string[],
} as const;

export const demoDoctorProfiles: readonly Row<typeof doctorProfiles>[] = [
  {
    doctorId: demo.doctor.id,
    photoUrl: demoCare.doctorPhotoUrl,
    bio: 'Board-certified in internal medicine, Dr. Lindqvist has cared for men online and in clinic for twelve years. She leads the sleep, hair and weight programmes.',
    expectedReplyHours: demoCare.expectedReplyHours,
  },
];

/** Alex has had online visits, so has a doctor; Sam has only bought gummies, so has none. */
export const demoLeadDoctors: readonly Row<typeof leadDoctors>[] = [
  { leadId: demo.alex.leadsId, doctorId: demo.doctor.id, assignedAt: new Date('2026-10-05T13:58:00Z') },
];

export const demoClicks: readonly Row<typeof clicks>[] = [
  {
    id: demoCare.alexClickId,
    leadId: demo.alex.leadsId,
    a: 'helmsman',
    c1: 'newsletter',
    s1: 'oct-2026',
    url: 'https://helmsman.example/?a=helmsman&c1=newsletter&s1=oct-2026&utm_source=newsletter',
    referrer: 'https://mail.example/',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
    deviceType: 'desktop',
    ipAddress: '203.0.113.7',
    campaignsId: '12',
    extra: { utm_source: 'newsletter' },
    createdAt: new Date('2026-10-05T13:55:00Z'),
  },
];

const treatedEverywhere = US_STATES.map((state) => state.code).filter(
  (code) => !demoCare.statesWithoutTreatment.includes(code),
);

export const demoStatesAllowed: readonly Row<typeof statesAllowed>[] = [
  ...['ed', 'sleep', 'hair'].flatMap((category) => treatedEverywhere.map((state) => ({ category, state }))),
  ...demoCare.skyGlpStates.map((state) => ({ category: 'SKY GLP', state })),
];

// ---- Online visits & clinical ----

/** The values of this section that tests, pact states and the README name. */
export const demoVisit = {
  /**
   * Alex's unfinished ED visit behind his pending order 'Sildenafil 50 mg': three answers saved, now at
   * the blood-pressure question, so 'Finish' resumes it there.
   */
  alexEd: {
    id: 3001,
    category: 'ed',
    currentQuestionId: 'ed-blood-pressure',
    answered: ['ed-dob', 'ed-symptoms', 'ed-nitrates'],
    destination: '/visit/ed/question/ed-blood-pressure',
  },
} as const;

export const demoVisits: readonly Row<typeof visits>[] = [
  {
    id: demoVisit.alexEd.id,
    leadId: demo.alex.leadsId,
    category: demoVisit.alexEd.category,
    status: 'in_progress',
    currentQuestionId: demoVisit.alexEd.currentQuestionId,
    drug: 'sildenafil',
    dosage: '50 mg',
    startedAt: new Date('2026-10-06T11:38:00Z'),
    updatedAt: new Date('2026-10-06T11:45:00Z'),
  },
];

const alexEdAnswers: readonly [questionId: string, answer: string | boolean, answeredAt: string][] = [
  // The same date of birth as Alex's account, in the questionnaire's MM/DD/YYYY.
  ['ed-dob', '06/12/1984', '2026-10-06T11:39:00Z'],
  ['ed-symptoms', 'sometimes', '2026-10-06T11:40:00Z'],
  ['ed-nitrates', false, '2026-10-06T11:41:00Z'],
];

export const demoVisitAnswers: readonly Row<typeof visitAnswers>[] = alexEdAnswers.map(
  ([questionId, answer, answeredAt]) => ({
    visitId: demoVisit.alexEd.id,
    questionId,
    answer,
    answeredAt: new Date(answeredAt),
  }),
);

// ---- Commerce ----

/**
 * The coupons of the shop (codes upper-case). SUMMER2025 has expired; WELCOME15 works once per customer;
 * SLEEPWELL discounts only the sleep products of a cart.
 */
export const demoCoupons: readonly Row<typeof coupons>[] = [
  { id: 1, code: 'WELCOME15', description: '15% off your order', percentOff: 15, maxUsesPerLead: 1 },
  {
    id: 2,
    code: 'SAVE5',
    description: '$5.00 off orders of $20.00 or more',
    amountOffCents: 500,
    minSubtotalCents: 2000,
  },
  {
    id: 3,
    code: 'SUMMER2025',
    description: '10% off summer orders',
    percentOff: 10,
    expiresOn: '2025-09-30',
  },
  { id: 4, code: 'SLEEPWELL', description: '20% off sleep products', percentOff: 20, category: 'sleep' },
];

// ---- The demo on another day ----

const DAY_MS = 24 * 60 * 60 * 1000;

function daysFromDemoDay(seedDay: string): number {
  const days = Math.round(
    (Date.parse(`${seedDay}T00:00:00Z`) - Date.parse(`${DEMO_DAY}T00:00:00Z`)) / DAY_MS,
  );
  if (Number.isNaN(days)) throw new RangeError(`Not a calendar date: ${seedDay}`);
  return days;
}

/** A date of the demo as written here ('YYYY-MM-DD', seen on DEMO_DAY), as seeded on `seedDay`. */
export function demoDateOn(seedDay: string, isoDate: string): string {
  return addDays(isoDate, daysFromDemoDay(seedDay));
}

/** Moves every date of the demo by the days from DEMO_DAY to the seed day. */
function shiftTo(seedDay: string) {
  const days = daysFromDemoDay(seedDay);
  return {
    date: (isoDate: string) => addDays(isoDate, days),
    instant: <T extends Date | null | undefined>(at: T): T =>
      (at instanceof Date ? new Date(at.getTime() + days * DAY_MS) : at) as T,
  };
}

/**
 * The demo's rows as seeded on `seedDay` ('YYYY-MM-DD'): what happened (orders, messages, weigh-ins,
 * visits, clicks, sign-ups, the card's last update) and what is planned (next shipments) keep their
 * distance to the day. What does not depend on the day stays put: products, coupons (SUMMER2025 has
 * expired in any case), the card's expiry, dates of birth.
 */
export function demoRows(seedDay: string = DEMO_DAY) {
  const { date, instant } = shiftTo(seedDay);
  return {
    products: demoProducts,
    doctors: demoDoctors,
    leads: demoLeads.map((row) => ({ ...row, createdAt: instant(row.createdAt) })),
    orders: demoOrders.map((row) => ({ ...row, orderDate: date(row.orderDate) })),
    orderItems: demoOrderItems,
    flags: demoFlags,
    subscriptions: demoSubscriptions.map((row) => ({
      ...row,
      nextShipDate: row.nextShipDate ? date(row.nextShipDate) : row.nextShipDate,
    })),
    pendingOrders: demoPendingOrders.map((row) => ({ ...row, createdAt: instant(row.createdAt) })),
    messages: demoMessages.map((row) => ({
      ...row,
      sentAt: instant(row.sentAt),
      readAt: instant(row.readAt),
    })),
    paymentMethods: demoPaymentMethods.map((row) => ({
      ...row,
      createdAt: instant(row.createdAt),
      updatedAt: instant(row.updatedAt),
    })),
    weightMeasurements: demoWeightMeasurements.map((row) => ({
      ...row,
      measuredOn: date(row.measuredOn),
      createdAt: instant(row.createdAt),
    })),
    doctorProfiles: demoDoctorProfiles,
    leadDoctors: demoLeadDoctors.map((row) => ({ ...row, assignedAt: instant(row.assignedAt) })),
    clicks: demoClicks.map((row) => ({ ...row, createdAt: instant(row.createdAt) })),
    statesAllowed: demoStatesAllowed,
    coupons: demoCoupons,
    visits: demoVisits.map((row) => ({
      ...row,
      startedAt: instant(row.startedAt),
      updatedAt: instant(row.updatedAt),
    })),
    visitAnswers: demoVisitAnswers.map((row) => ({ ...row, answeredAt: instant(row.answeredAt) })),
  };
}

export type DemoRows = ReturnType<typeof demoRows>;
