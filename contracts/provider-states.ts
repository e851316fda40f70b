/**
 * The provider states the contract uses: each a sentence, with parameters that say exactly which data
 * must exist. Consumer tests name them through `given()`; the provider implements every one of them
 * (provider/states.ts in-process, or a backend's own state-change endpoint, see README.md). The
 * mapped type below makes a missing handler a compile error.
 *
 * States of one interaction are additive: the provider starts each interaction from a clean database
 * with its base data, then applies the interaction's states in order.
 */
export interface ProviderStates {
  /** A customer account with this e-mail and password exists. */
  'a customer exists': { email: string; password: string; leadsId: number };
  /** The customer exists and `token` is a live session of theirs (sent as `Authorization: Bearer <token>`). */
  'a customer is logged in': { email: string; leadsId: number; token: string };
  /** `token` belongs to no session (never issued, revoked or expired). */
  'no session exists for the token': { token: string };
  /** The customer's order history holds (at least) these orders, with these statuses. */
  'the customer has orders': { leadsId: number; orders: { orderNumber: number; status: string }[] };
  /** A flag of this type is raised on the customer's account, naming an order of theirs. */
  'the customer has a flag on an order': { leadsId: number; type: string; ordersId: number };
  /** The customer has active subscriptions of these categories. */
  'the customer has subscriptions': { leadsId: number; categories: string[] };
  /** The customer started an online visit for this product and has not paid for it yet. */
  'the customer has a pending order': { leadsId: number; product: string; productCategory: string };
  // ---- Online visit & clinical ----
  /**
   * The customer's visit of `category` is in progress at `currentQuestionId` with exactly these answers
   * (question id → answer: a choice, choices, true/false, a number, a text, a 'MM/DD/YYYY' date), it is
   * the visit they touched last, and `drug` is their chosen drug (null: none). Question ids are those of
   * lapi-server's question bank (packages/lapi-server/src/clinical/question-bank/).
   */
  'the customer has an online visit in progress': {
    leadsId: number;
    category: string;
    currentQuestionId: string;
    answers: Record<string, string | number | boolean | string[]>;
    drug: string | null;
  };
  /** The customer's visit of `category` was submitted, its treatment paid, and waits for the doctor's review. */
  'the customer has an online visit waiting for review': { leadsId: number; category: string };
  /**
   * The customer answered every question of their visit of `category` (submitted) and has not paid its
   * treatment yet: the visit resumes at its result.
   */
  'the customer has a submitted online visit not paid for yet': { leadsId: number; category: string };
  /**
   * The customer's open visit of `category` (in progress or submitted) has these treatment choices
   * saved: `drug` and `dosage` as lapi-server's visit preferences name them ('tadalafil', '5 mg'),
   * `frequency` how the treatment is billed (MONTHLY or QUARTERLY).
   */
  'the customer chose a treatment on their online visit': {
    leadsId: number;
    category: string;
    drug: string;
    dosage: string;
    frequency: 'MONTHLY' | 'QUARTERLY';
  };
  /** The customer has no online visit at all (none in progress, none submitted). */
  'the customer has no online visit': { leadsId: number };
  /** The customer has no pending order of this category. */
  'the customer has no pending order of the category': { leadsId: number; productCategory: string };
  // ---- Commerce ----
  /**
   * The customer's card on file ends in `last4` and a charge to it is approved or declined
   * (`outcome`): on a test processor, the matching test card (4242… approves, 4000 0000 0000 0002 declines).
   */
  'the customer has a card on file': { leadsId: number; last4: string; outcome: 'approve' | 'decline' };
  /** The customer has no card on file. */
  'the customer has no card on file': { leadsId: number };
  /** The customer's cart holds exactly these products (no coupon applied). */
  'the customer has products in the cart': {
    leadsId: number;
    items: { productId: number; quantity: number }[];
  };
  /** The customer's cart holds nothing. */
  'the customer has an empty cart': { leadsId: number };
  /** The coupon exists and has not expired. */
  'a coupon is available': { code: string };
  /** The coupon existed but its last valid day has passed. */
  'a coupon has expired': { code: string };
  /** Subscription `subscriptionId` is the customer's, with this status ('active', 'paused', 'cancelled'). */
  'the customer has a subscription': { leadsId: number; subscriptionId: number; status: string };
  /** No subscription of the customer has this id. */
  'the customer has no subscription with the id': { leadsId: number; subscriptionId: number };
  // ---- Messaging, leads & uploads ----
  /** The customer's doctor is `doctorName` ('Dr. Maya Lindqvist, MD'), who usually replies within these hours. */
  'the customer has a doctor': { leadsId: number; doctorName: string; expectedReplyHours: number };
  /** No doctor is assigned to the customer yet (no online visit). */
  'the customer has no doctor': { leadsId: number };
  /**
   * The customer's thread with their doctor is exactly these messages, oldest first; `read` says whether
   * the recipient has read each one (for the doctor's messages: whether the patient has seen them).
   */
  'the customer has a message thread with their doctor': {
    leadsId: number;
    messages: { id: number; sender: 'patient' | 'doctor'; read: boolean }[];
  };
  /** Upload `uploadId` (a PNG image) belongs to customer `leadsId`: the caller's own, or another's. */
  'a customer has an upload': { leadsId: number; uploadId: number };
  /**
   * The customer's `key` (an Idempotency-Key header) went with another request to the call at `path`
   * in the last 24 hours: a request with other data under it is refused (422).
   */
  'an idempotency key was used for another request': { leadsId: number; path: string; key: string };
  /** Click `clickId` is the customer's latest registered visit. */
  'the customer has registered a click': { leadsId: number; clickId: number };
  /** The clinic may treat `category` in exactly these states (USPS codes). */
  'the clinic treats a category in these states': { category: string; states: string[] };
  /** The clinic does not treat `category` anywhere: /click/statesallowed/ does not know it. */
  'the clinic does not treat the category': { category: string };
  /** `email` already asked to be told when the clinic treats `category` in `state` (the wait list extension). */
  'the e-mail is on the wait list of a state': { category: string; state: string; email: string };
  // ---- Account & identity ----
  /** No account has this e-mail (a sign-up with it can succeed). */
  'no customer has the e-mail': { email: string };
  /** A live (unused, unexpired) password reset link of the customer carries `resetToken`. */
  'a password reset was requested': { email: string; leadsId: number; resetToken: string };
  /** No live password reset link carries `resetToken` (never issued, used or expired). */
  'no password reset exists for the token': { resetToken: string };
  /**
   * The customer asked to change the e-mail to `newEmail` and has not confirmed it yet: a live
   * confirmation link carries `confirmationToken`.
   */
  'an e-mail change is waiting for confirmation': {
    email: string;
    leadsId: number;
    newEmail: string;
    confirmationToken: string;
  };
  /** No live e-mail confirmation link carries `confirmationToken` (never issued, used or expired). */
  'no e-mail change exists for the token': { confirmationToken: string };
  /** The customer's names, phone ('(512) 555-0142') and date of birth ('MM/DD/YYYY', or null) are these. */
  'the customer has a profile': {
    leadsId: number;
    firstName: string;
    lastName: string;
    phone: string | null;
    dob: string | null;
    /** The phone was proved with a texted code (an online visit needs it); as seeded when absent. */
    phoneVerified?: boolean;
  };
  /** The customer's shipping address, and billing address (null: the same as shipping). */
  'the customer has addresses on file': {
    leadsId: number;
    shipping: { address: string; address2: string; city: string; state: string; zip: string };
    billing: { address: string; address2: string; city: string; state: string; zip: string } | null;
  };
  /** A text message with this 6-digit code went to the customer's phone, unused and not expired. */
  'an SMS code was sent to the customer': { leadsId: number; code: string };
  /** The customer's weight log holds exactly these weigh-ins ('YYYY-MM-DD', pounds). */
  'the customer has weight measurements': {
    leadsId: number;
    measurements: { measuredOn: string; weightLbs: number }[];
  };
  /** The customer has no active 'SKY GLP' (weight programme) subscription. */
  'the customer has no SKY GLP subscription': { leadsId: number };
}

export type ProviderStateName = keyof ProviderStates;

export interface ProviderState<N extends ProviderStateName = ProviderStateName> {
  readonly name: N;
  readonly params: ProviderStates[N];
}

/** A provider state of an interaction, checked against the vocabulary above. */
export function given<N extends ProviderStateName>(name: N, params: ProviderStates[N]): ProviderState<N> {
  return { name, params };
}
