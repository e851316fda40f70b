import { randomUUID } from 'node:crypto';
import { demo } from '@helmsman/lapi-server/testing';

/**
 * The cross-customer matrix's arguments (src/schema/cross-customer.test.ts): for every Query and
 * Mutation field, the calls customer A makes aimed at customer B's data. A field without an entry
 * fails the matrix's first test: whoever adds an operation says here how it could point at another
 * customer's data.
 */

export interface Customer {
  name: 'alex' | 'sam';
  leadsId: number;
  email: string;
  password: string;
}

export const alex: Customer = { name: 'alex', ...demo.alex };
export const sam: Customer = { name: 'sam', ...demo.sam };

/** What A can aim at: B's ids and values, read from the legacy database. */
export interface Target {
  leadsId: number;
  email: string;
  password: string;
  phone: string;
  firstName: string;
  lastName: string;
  orderNumbers: string[];
  subscriptionIds: string[];
  uploadIds: string[];
  messageIds: string[];
  clickIds: string[];
  cartProductIds: string[];
  /** As the database and as the app's paths spell them ('SKY GLP' and 'sky-glp'). */
  visitCategories: string[];
  visitQuestionIds: string[];
  measuredOn: string[];
  /** Every token hash of B's rows (sessions, reset links, e-mail changes): what a database leak gives. */
  tokenHashes: string[];
}

type Variables = Record<string, unknown>;

interface MatrixEntry {
  /** The calls to make as A: each one's variables, aimed at B's data. `[{}]` for fields without arguments. */
  cases: (b: Target, a: Customer) => Variables[];
  /** Tables of B's that this operation may change by design, and why. */
  mayChange?: { tables: string[]; why: string };
}

const SUBSCRIPTION_ACTIONS = [
  'CANCEL',
  'CHANGE_FREQUENCY',
  'PAUSE',
  'REACTIVATE',
  'RESUME',
  'SHIP_NOW',
  'SKIP',
];
/**
 * A card of A's own, approved by the test processor. Each attacker's last four differ from every card B
 * ever holds here: A's answer shows A's last four, which must not look like B's.
 */
const cardOf = (a: Customer) => ({
  ccnum: a.name === 'alex' ? '5555555555554444' : '4000056655665556',
  ccexp: '12/30',
  cccvv: '123',
  consent: true,
  shipping: 'standard',
});
/** Fails the Luhn check: the test processor refuses it before any charge. */
const REFUSED_CARD = { number: '4242424242424241', expiry: '12/30', securityCode: '123', consent: true };
const CHECKOUT_ADDRESS = { address: '1 Main St', city: 'Boise', state: 'ID', zip: '83702' };
const forEach = <T>(values: readonly T[], make: (value: T) => Variables): Variables[] =>
  values.length > 0 ? values.map(make) : [];

export const matrix: Record<string, MatrixEntry> = {
  // ---- Query ----
  account: { cases: () => [{}] },
  cart: { cases: () => [{}] },
  checkout: { cases: () => [{}] },
  checkCoupon: { cases: () => [{ code: 'WELCOME15', subtotalCents: 2499 }] },
  dashboard: { cases: () => [{}] },
  healthData: { cases: () => [{}] },
  me: { cases: () => [{}] },
  messageThread: { cases: () => [{}] },
  orders: { cases: () => [{}] },
  shell: { cases: () => [{}] },
  siteConfig: { cases: () => [{}] },
  subscriptions: { cases: () => [{}] },
  upsells: { cases: () => [{}] },
  visitEligibility: {
    cases: (b) => forEach(b.visitCategories, (category) => ({ category, state: 'TX' })),
  },
  visitStep: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
  visitCheckout: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
  visitResult: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
  visitPreferences: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
  // B's order numbers under each category: A's own order history is where the order is looked up.
  visitConfirmation: {
    cases: (b) =>
      b.visitCategories.flatMap((category) =>
        forEach(b.orderNumbers, (orderNumber) => ({ category, orderNumber })),
      ),
  },

  // ---- Mutation ----
  addMeasurement: {
    cases: (b) => forEach(b.measuredOn, (measuredOn) => ({ input: { measuredOn, weightLbs: 199.5 } })),
  },
  addToCart: { cases: (b) => forEach(b.cartProductIds, (productId) => ({ productId, quantity: 1 })) },
  applyCoupon: { cases: () => [{ code: 'WELCOME15' }, { code: 'SAVE5' }] },
  buyAgain: { cases: (b) => forEach(b.orderNumbers, (orderNumber) => ({ orderNumber })) },
  changePassword: {
    cases: (b, a) => [
      { input: { oldPassword: b.password, password: 'Taken0ver!', passwordConfirm: 'Taken0ver!' } },
      // A's own password: A's password changes, B's must not.
      { input: { oldPassword: a.password, password: 'Own-new-1', passwordConfirm: 'Own-new-1' } },
    ],
  },
  confirmEmail: { cases: (b) => forEach(b.tokenHashes, (token) => ({ token })) },
  login: {
    cases: (b, a) => [
      { input: { email: b.email, password: a.password } },
      { input: { email: b.email.toUpperCase(), password: 'wrong-password' } },
    ],
  },
  joinStateWaitlist: {
    cases: (b) =>
      forEach(b.visitCategories, (category) => ({ input: { category, state: 'AK', email: b.email } })),
    mayChange: {
      tables: ['state_waitlist'],
      why: "public, like a newsletter form: anyone may list any address, and the answer is the same whether it was listed before, so nothing of B's is read or given away",
    },
  },
  logout: { cases: () => [{}] },
  logoutEverywhere: { cases: () => [{}] },
  markMessagesRead: { cases: () => [{}] },
  registerClick: {
    cases: (b) =>
      forEach(b.clickIds, (clickId) => ({
        input: {
          params: [
            { name: 'clicks_id', value: clickId },
            { name: 'leads_id', value: String(b.leadsId) },
          ],
          url: `https://shop.test/?clicks_id=${clickId}&leads_id=${b.leadsId}`,
          referrer: '',
          userAgent: 'Mozilla/5.0',
          deviceType: 'desktop',
        },
      })),
  },
  placeOrder: {
    // Both reach the legacy API as A and are refused there before any charge, so A's cart and card stay
    // for the other pass (A as the target). An order touches A's own rows only.
    cases: () => [
      { input: { shipping: CHECKOUT_ADDRESS, card: REFUSED_CARD, idempotencyKey: randomUUID() } },
      // The card on file (A's), to a state the legacy API does not ship to.
      { input: { shipping: { ...CHECKOUT_ADDRESS, state: 'ZZ' }, idempotencyKey: randomUUID() } },
    ],
  },
  placeVisitOrder: {
    // As placeOrder: refused before any charge (the new card by the processor, the address on file by
    // the legacy API), so A's card and address stay. The order would be A's own, of B's category.
    cases: (b) =>
      b.visitCategories.flatMap((category) => [
        { input: { category, shipping: CHECKOUT_ADDRESS, card: REFUSED_CARD, idempotencyKey: randomUUID() } },
        { input: { category, shipping: { ...CHECKOUT_ADDRESS, state: 'ZZ' }, idempotencyKey: randomUUID() } },
      ]),
  },
  mergeVisitorCart: {
    cases: (b) => [
      // B's cart lines as A's local cart: they join A's cart, B's stays as it was.
      { items: b.cartProductIds.map((productId) => ({ productId, quantity: 1 })), mergeKey: randomUUID() },
    ],
  },
  removeFromCart: { cases: (b) => forEach(b.cartProductIds, (productId) => ({ productId })) },
  requestPasswordReset: {
    cases: (b) => [
      { input: { email: b.email } },
      ...forEach(b.clickIds, (clickId) => ({ input: { email: b.email, clickId } })),
    ],
    mayChange: {
      tables: ['password_resets'],
      why: 'anyone may ask for a reset link to any address: it goes to that address, never to the asker',
    },
  },
  resumeOrder: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
  retryPayment: { cases: (b) => forEach(b.orderNumbers, (orderNumber) => ({ orderNumber })) },
  saveCheckoutAddress: { cases: () => [{ input: CHECKOUT_ADDRESS }] },
  sendMessage: {
    cases: (b) => [
      ...forEach(b.uploadIds, (attachmentId) => ({ input: { body: 'Whose photo is this?', attachmentId } })),
      ...forEach(b.messageIds, (attachmentId) => ({
        input: { body: 'A message id as upload', attachmentId },
      })),
    ],
  },
  // The phone goes on A's own account (or is refused: A's is on file); a code is checked against A's.
  sendPhoneCode: { cases: (b) => [{ phoneNo: b.phone }] },
  signUp: {
    cases: (b, a) => [
      // B's e-mail is taken (whatever its case); a new account never takes B's click.
      {
        input: {
          email: b.email,
          firstName: b.firstName,
          lastName: b.lastName,
          password: a.password,
          consent: true,
        },
      },
      {
        input: {
          email: b.email.toUpperCase(),
          firstName: 'Eve',
          lastName: 'Doe',
          password: a.password,
          consent: true,
        },
      },
      ...forEach(b.clickIds, (clickId) => ({
        input: {
          email: `matrix-${a.name}-${clickId}@helmsman.test`,
          firstName: 'Eve',
          lastName: 'Doe',
          password: a.password,
          consent: true,
          clickId,
        },
      })),
    ],
  },
  // B's categories with valid choices: the preferences go on A's own open visit, never B's.
  saveVisitPreferences: {
    cases: (b) =>
      forEach(b.visitCategories, (category) => ({
        input: {
          category,
          frequency: 'QUARTERLY',
          drug: 'tadalafil',
          dosage: '5 mg',
          shipFrequency: 'QUARTERLY',
          hairConcern: 'prevention',
          hairProducts: ['minoxidil'],
          sleepTrouble: 'all',
          melatoninOk: false,
        },
      })),
  },
  startVisit: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
  submitVisitAnswer: {
    cases: (b) =>
      b.visitCategories.flatMap((category) =>
        forEach(b.visitQuestionIds, (questionId) => ({
          input: { category, questionId, answer: { choice: 'sometimes', yes: false, text: '01/01/1980' } },
        })),
      ),
  },
  // No argument names a customer: the answers and the rating go under A's own lead.
  submitVisitFeedback: { cases: () => [{ input: { rating: 1, comment: 'Not my visit.' } }] },
  submitVisitSurvey: { cases: () => [{ input: { answers: { ease: 1, timeMinutes: 45 } } }] },
  updateCartQuantity: {
    cases: (b) => forEach(b.cartProductIds, (productId) => ({ productId, quantity: 0 })),
  },
  updateBillingAddress: {
    cases: () => [
      { input: { sameAsShipping: false, address: '1 Main St', city: 'Boise', state: 'ID', zip: '83702' } },
    ],
  },
  updatePassword: {
    cases: (b) =>
      forEach(b.tokenHashes, (token) => ({
        input: { token, password: 'Taken0ver!', passwordConfirm: 'Taken0ver!' },
      })),
  },
  updatePaymentMethod: { cases: (_b, a) => [{ input: cardOf(a) }] },
  updateProfile: {
    cases: (b, a) => [
      // A claims B's e-mail and phone, proving A's own password.
      {
        input: {
          firstName: b.firstName,
          lastName: b.lastName,
          email: b.email,
          phone: b.phone,
          currentPassword: a.password,
        },
      },
      {
        input: {
          firstName: b.firstName,
          lastName: b.lastName,
          email: b.email,
          phone: b.phone,
          currentPassword: b.password,
        },
      },
    ],
  },
  updateShippingAddress: {
    cases: () => [
      { input: { address: '1 Main St', city: 'Boise', state: 'ID', zip: '83702', smsallow: true } },
    ],
  },
  updateSubscription: {
    cases: (b) =>
      b.subscriptionIds.flatMap((subscriptionId) =>
        SUBSCRIPTION_ACTIONS.map((action) => ({
          input: {
            subscriptionId,
            action,
            ...(action === 'CANCEL' && { reason: 'OTHER', note: 'Cancelled by someone else' }),
            ...(action === 'CHANGE_FREQUENCY' && { frequency: 'QUARTERLY' }),
          },
        })),
      ),
  },
  verifyPhoneCode: { cases: () => [{ code: '000000' }, { code: '123456' }] },
  visitBack: { cases: (b) => forEach(b.visitCategories, (category) => ({ category })) },
};
