import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The /accounts page: the session customer's details, addresses and card on file. */
export type Account = {
  __typename?: 'Account';
  /** The billing address; the shipping address when `billingSameAsShipping`. */
  billingAddress?: Maybe<Address>;
  billingSameAsShipping: Scalars['Boolean']['output'];
  paymentMethod?: Maybe<PaymentCard>;
  profile: AccountProfile;
  shippingAddress?: Maybe<Address>;
  /** Text-message order and shipping updates (the legacy `smsallow`). */
  smsOptIn: Scalars['Boolean']['output'];
};

export type AccountProfile = {
  __typename?: 'AccountProfile';
  /** MM/DD/YYYY, as the legacy API gives it. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** The login and where mail goes; a new address replaces it only once confirmed (see pendingEmail). */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** Null when none is pending, or when the legacy API has no e-mail confirmation. */
  pendingEmail?: Maybe<PendingEmail>;
  /** As the legacy API stores it, e.g. '(312) 555-0142'. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** The answer of every account mutation: on success the account as it now is. */
export type AccountResult = {
  __typename?: 'AccountResult';
  account?: Maybe<Account>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type AddMeasurementInput = {
  /** YYYY-MM-DD, not in the future. A second weigh-in on the same day corrects the first. */
  measuredOn: Scalars['String']['input'];
  /** Pounds, 50 to 1000, at most one decimal. */
  weightLbs: Scalars['Float']['input'];
};

export type AddMeasurementResult = {
  __typename?: 'AddMeasurementResult';
  error?: Maybe<FormError>;
  /** The weigh-in as saved (a same-day correction keeps the day's id). */
  measurement?: Maybe<WeightMeasurement>;
  ok: Scalars['Boolean']['output'];
};

export type AddToCartResult = {
  __typename?: 'AddToCartResult';
  /** The cart after the addition. */
  cart?: Maybe<Cart>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type Address = {
  __typename?: 'Address';
  address: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

/** The coupon on the cart. It stays when the cart stops qualifying (it then takes nothing off). */
export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  code: Scalars['String']['output'];
  /** E.g. '15% off your order'. */
  description: Scalars['String']['output'];
};

export type BuyAgainResult = {
  __typename?: 'BuyAgainResult';
  /** How many items the cart holds now (the menu badge). */
  cartItemCount?: Maybe<Scalars['Int']['output']>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/** The session customer's server-side cart. */
export type Cart = {
  __typename?: 'Cart';
  coupon?: Maybe<AppliedCoupon>;
  discountCents: Scalars['Int']['output'];
  /** Sum of the quantities: what the Cart badge shows. */
  itemCount: Scalars['Int']['output'];
  /** In the order they were added. */
  items: Array<CartItem>;
  subtotalCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/** A change to the cart: its refusal (on the field it concerns), or the cart after it. */
export type CartChangeResult = {
  __typename?: 'CartChangeResult';
  cart?: Maybe<Cart>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  description: Scalars['String']['output'];
  /** E.g. 'Two gummies a day'. */
  dose: Scalars['String']['output'];
  frequency: PurchaseFrequency;
  /** 'One bottle', 'One bottle a month subscription', 'Three bottles every quarter subscription'. */
  frequencyText: Scalars['String']['output'];
  /** Root-relative or absolute URL; null when the product has none. */
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Unit price in cents. */
  priceCents: Scalars['Int']['output'];
  /** '$24.99', '$17.50/month', '$45.00/quarterly'. */
  priceLabel: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** False for a product sold one per order (the bundle): the drawer shows no quantity stepper for it. */
  quantitySupported: Scalars['Boolean']['output'];
};

/** A line of a visitor's local cart. */
export type CartLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** Domain `changePasswordSchema`: 6 to 16 characters, confirmed. */
export type ChangePasswordInput = {
  oldPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirm: Scalars['String']['input'];
};

export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/** What the checkout steps start from: the customer's names, the address and card on file, and the cart. */
export type Checkout = {
  __typename?: 'Checkout';
  cart: Cart;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** The card on file (brand, last four and expiry only), reusable for this order; null when none. */
  savedCard?: Maybe<PaymentCard>;
  /** Null when the account has no complete shipping address yet. */
  shippingAddress?: Maybe<CheckoutAddress>;
};

export type CheckoutAddress = {
  __typename?: 'CheckoutAddress';
  address: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** Two-letter USPS code, e.g. 'IL'. */
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

/** Domain `addressSchema` without the SMS opt-in: ZIP exactly 5 characters ('Invalid ZIP code format'). */
export type CheckoutAddressInput = {
  address: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** Two-letter USPS code, e.g. 'IL'. */
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/** A URL query parameter of the visit's landing page. */
export type ClickParamInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type ConfirmEmailResult = {
  __typename?: 'ConfirmEmailResult';
  /** The account's e-mail address now. */
  email?: Maybe<Scalars['String']['output']>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type CouponCheckResult = {
  __typename?: 'CouponCheckResult';
  coupon?: Maybe<CouponTerms>;
  /** The legacy API's refusal, on the field 'code'. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/** A coupon's terms for a visitor's subtotal. */
export type CouponTerms = {
  __typename?: 'CouponTerms';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** What comes off the subtotal; null when the cart decides (a coupon for one category of products). */
  discountCents?: Maybe<Scalars['Int']['output']>;
  /** The subtotal less the discount; null with discountCents. */
  totalCents?: Maybe<Scalars['Int']['output']>;
};

/** The logged-in customer. Always the customer of the session; no argument selects another. */
export type Customer = {
  __typename?: 'Customer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  leadsId: Scalars['ID']['output'];
  /** Shown in the menu header as 'Customer: {prospectsId}'. */
  prospectsId?: Maybe<Scalars['ID']['output']>;
};

/** A notice on the customer's account (the legacy lander's flags), e.g. a declined payment. */
export type CustomerFlag = {
  __typename?: 'CustomerFlag';
  kind: CustomerFlagKind;
  /** As the legacy API labels it, e.g. 'Payment declined'. */
  label: Scalars['String']['output'];
  /** What it means for the customer and what to do, in plain words. */
  meaning: Scalars['String']['output'];
  /** The order it concerns, when it points at one (/orders#<number>). */
  orderNumber?: Maybe<Scalars['ID']['output']>;
};

/** What a notice on the customer's account is about. */
export type CustomerFlagKind =
  /** A payment was declined; the order it points at carries the billing-problem notice. */
  | 'BILLING'
  /** The card on file has expired. */
  | 'EXPIRED_CARD'
  /** Any other notice: its label says what it is. */
  | 'OTHER';

/**
 * One of the session customer's subscriptions. (Not named `Subscription`: GraphQL reserves that name for
 * the root type of subscription operations.)
 */
export type CustomerSubscription = {
  __typename?: 'CustomerSubscription';
  /** Product category, e.g. 'sleep' or 'SKY GLP' (the icon and the health-data menu follow it). */
  category: Scalars['String']['output'];
  frequency: SubscriptionFrequency;
  /** The frequency it can switch to (the same product line), or null when the product has no other. */
  frequencySwitch?: Maybe<SubscriptionFrequencyOption>;
  /**
   * The plan in words: 'One bottle a month subscription' for the shop's gummies, 'Billed every month'
   * or 'Billed every three months' for a treatment an online visit prescribed.
   */
  frequencyText: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** Calendar date of the next shipment, YYYY-MM-DD; null once cancelled. */
  nextShipDate?: Maybe<Scalars['String']['output']>;
  /** What one shipment costs (all its bottles). */
  priceCents: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  /** Estimated day the supply on hand runs out, YYYY-MM-DD (see runsOutOn in @helmsman/domain); null once cancelled. */
  runsOutOn?: Maybe<Scalars['String']['output']>;
  status: SubscriptionStatus;
};

/**
 * The customer's home page: what needs their attention, the next shipment and the latest messages. Its
 * parts come from four legacy calls made in parallel; a part whose call failed is listed in
 * `unavailable` and its fields are empty, so the page must not call the account 'all clear' then.
 * An ended session fails the whole query (UNAUTHENTICATED).
 */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** The declined order the billing flag points at (it carries the billing-problem notice); null when none. */
  billingProblem?: Maybe<Order>;
  /** For the greeting; null when the account part is unavailable. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Every notice on the account, in the legacy API's order. */
  flags: Array<CustomerFlag>;
  /** The active subscription that ships soonest; null when none is scheduled. */
  nextShipment?: Maybe<CustomerSubscription>;
  /** Online visits started but not paid for ('Finish' on /orders). */
  pendingOrders: Array<PendingOrder>;
  /** The latest messages of the thread with the doctor, newest first (at most 3). */
  recentMessages: Array<Message>;
  unavailable: Array<DashboardPart>;
  /** The doctor's messages the patient has not read yet. */
  unreadMessageCount: Scalars['Int']['output'];
};

/** A part of the dashboard that comes from its own legacy call and can fail on its own. */
export type DashboardPart =
  /** The account notices, the billing problem and the first name (orders details). */
  | 'ACCOUNT'
  | 'MESSAGES'
  | 'PENDING_ORDERS'
  | 'SUBSCRIPTIONS';

/** The patient's doctor, who answers their messages. */
export type Doctor = {
  __typename?: 'Doctor';
  bio?: Maybe<Scalars['String']['output']>;
  /** 'MD'. */
  credentials: Scalars['String']['output'];
  /** 'Dr. Maya Lindqvist, MD'. */
  name: Scalars['String']['output'];
  /** Absolute or root-relative URL; null when the doctor has no photo. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** 'Dr. Lindqvist': how a sentence names them. */
  shortName: Scalars['String']['output'];
};

/** Which features a deployment offers (spec: feature modules onlineVisit and login). */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  login: Scalars['Boolean']['output'];
  onlineVisit: Scalars['Boolean']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/**
 * Every mutation that takes form input answers with this: `ok`, or an `error` whose `fieldErrors` the
 * form shows beside each field. Unexpected failures are GraphQL errors instead.
 */
export type FormError = {
  __typename?: 'FormError';
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** The /health-data page: only customers with a 'SKY GLP' subscription have it. */
export type HealthData = {
  __typename?: 'HealthData';
  /** False outside the SKY GLP programme: then `measurements` is always empty. */
  available: Scalars['Boolean']['output'];
  /** The weight log, newest first. */
  measurements: Array<WeightMeasurement>;
};

export type JoinStateWaitlistInput = {
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** A state the clinic does not treat the category in yet (USPS code). */
  state: Scalars['String']['input'];
};

export type JoinStateWaitlistResult = {
  __typename?: 'JoinStateWaitlistResult';
  /** fieldErrors name `email`; `message` says what went wrong. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  customer?: Maybe<Customer>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/** The answer of logoutEverywhere: `ok` once every session has ended, else why not. */
export type LogoutEverywhereResult = {
  __typename?: 'LogoutEverywhereResult';
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type MarkMessagesReadPayload = {
  __typename?: 'MarkMessagesReadPayload';
  /** How many of the doctor's messages this marked read. */
  markedRead: Scalars['Int']['output'];
};

export type Message = {
  __typename?: 'Message';
  attachment?: Maybe<MessageAttachment>;
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When the recipient read it (ISO 8601); null while unread. For the patient's messages: the doctor. */
  readAt?: Maybe<Scalars['String']['output']>;
  sender: MessageSender;
  /** 'Dr. Maya Lindqvist, MD' for the doctor, the patient's first and last name for theirs. */
  senderName: Scalars['String']['output'];
  /** ISO 8601 timestamp. */
  sentAt: Scalars['String']['output'];
};

/** A photo sent with a message. */
export type MessageAttachment = {
  __typename?: 'MessageAttachment';
  /** What the legacy API recognised the bytes as, e.g. 'image/png'. */
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /**
   * Where the gateway serves the image (GET /attachments/<id>): only with the owner's session cookie,
   * `Cache-Control: private, no-store`, so no shared cache keeps it.
   */
  url: Scalars['String']['output'];
};

export type MessageSender =
  | 'DOCTOR'
  | 'PATIENT';

export type MessageThread = {
  __typename?: 'MessageThread';
  /** Null until the patient has a doctor (after an online visit); messages cannot be sent until then. */
  doctor?: Maybe<Doctor>;
  /** Oldest first: the newest message is last. */
  messages: Array<Message>;
  replyTime: ReplyTime;
  /**
   * The doctor's messages the patient had not read when this was fetched (their readAt is null).
   * Fetching does not mark them read: Mutation.markMessagesRead does.
   */
  unreadCount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a weigh-in to the session customer's log. FORBIDDEN outside the SKY GLP programme. */
  addMeasurement: AddMeasurementResult;
  /**
   * Adds a product of the catalogue (quantity only for products that support it; adding again adds up).
   * Requires login.
   */
  addToCart: AddToCartResult;
  /** Applies a coupon to the cart (replacing any other); a refusal is on the field 'code'. Requires login. */
  applyCoupon: CartChangeResult;
  /**
   * 'Buy again': adds the one-time product of every item of one of the session customer's past orders to
   * their cart. Requires login.
   */
  buyAgain: BuyAgainResult;
  /** Changes the password, given the current one. The customer's other devices are logged out. */
  changePassword: ChangePasswordResult;
  /**
   * Confirms an e-mail change with the token of the link mailed to the new address (/confirm-email?id=…).
   * Needs no session: the link may be opened on any device.
   */
  confirmEmail: ConfirmEmailResult;
  /**
   * Public: lists an e-mail to be told when the clinic treats `category` in `state` (the legacy API's
   * /click/statewaitlist/ extension). FORBIDDEN while onlineVisit is disabled; rate limited per address.
   */
  joinStateWaitlist: JoinStateWaitlistResult;
  /**
   * Starts a session: sets an httpOnly cookie that ends with the session (at most 12 hours; 30 minutes
   * without a call end it sooner). The password never comes back.
   */
  login: LoginResult;
  /**
   * Ends this session only: its legacy token is revoked and the cookie cleared. The customer's other
   * devices stay logged in (see logoutEverywhere). True even without a session.
   */
  logout: Scalars['Boolean']['output'];
  /**
   * Ends every session of the customer, this one included ('Log out everywhere' on the account page),
   * and clears the cookie. Requires login.
   */
  logoutEverywhere: LogoutEverywhereResult;
  /** Marks the doctor's messages read: the patient has opened the thread. */
  markMessagesRead: MarkMessagesReadPayload;
  /**
   * Adds a visitor's local lines to the session customer's cart, once per mergeKey (two tabs: once):
   * quantities add up to the maximum of one product, a product sold one per order is added only when
   * absent. Requires login.
   */
  mergeVisitorCart: CartChangeResult;
  /**
   * Places the session customer's cart as an order: charges the new card (which then becomes the card on
   * file) or the card on file, starts the subscriptions and empties the cart. A declined card leaves a
   * 'Declined' order and the billing notice. Requires login.
   */
  placeOrder: PlaceOrderResult;
  /**
   * Orders the visit's treatment (/order/create/), the product of the drug, dosage and billing frequency
   * saved on its treatment step (never one the browser names): saves a new card first (counted in the
   * card-testing budget placeOrder shares) and a changed shipping address, then charges the card on file. A declined
   * card leaves a 'Declined' order and the billing notice. Requires login; FORBIDDEN while onlineVisit is
   * disabled.
   */
  placeVisitOrder: PlaceVisitOrderResult;
  /**
   * Registers a visit with the legacy API. Public: no login needed, and no lead is attached (clicks are
   * anonymous). Fails with 'Failed to create click' (the app retries, spec section 8).
   */
  registerClick: RegisteredClick;
  /**
   * Removes a product from the cart, whatever its quantity, and answers the cart as it is now (also when
   * the product was no longer in it). Requires login.
   */
  removeFromCart: Cart;
  /** Anonymous: e-mails a single-use reset link if the address has an account. FORBIDDEN while login is disabled. */
  requestPasswordReset: RequestPasswordResetResult;
  /**
   * 'Finish' on a pending order: resumes (or starts) the online visit of its category. Refused with an
   * error when online visits are switched off. Requires login.
   */
  resumeOrder: ResumeOrderResult;
  /**
   * 'Retry payment' in the billing notice: charges one of the session customer's declined orders again to
   * the card on file, once that card changed after the decline (Order.canRetryPayment). Paid, the order is
   * 'Processing' and the billing flag is cleared. Requires login.
   */
  retryPayment: RetryPaymentResult;
  /** Replaces the shipping address on file (the checkout's step 1). Requires login. */
  saveCheckoutAddress: SaveCheckoutAddressResult;
  /**
   * Saves the treatment preferences of the session customer's open visit (frequency, drug, dosage, the
   * category's hair or sleep preferences, ship frequency, in that order). Input outside the category's
   * choices: fieldErrors; any legacy failure: 'Failed to save product preferences', not masked. Requires
   * login; FORBIDDEN while onlineVisit is disabled.
   */
  saveVisitPreferences: SaveVisitPreferencesResult;
  /** Sends a message to the session customer's doctor. Field errors: body, attachmentId. */
  sendMessage: SendMessagePayload;
  /**
   * The online visit's phone step: saves `phoneNo` as the session customer's phone (a first phone, or one
   * not verified yet) and texts it a 6-digit code (/account/smsauth/ send); again, it sends a new code.
   * Requires login; FORBIDDEN while onlineVisit is disabled; rate limited per customer and per address.
   */
  sendPhoneCode: SendPhoneCodeResult;
  /**
   * Creates an account and logs it in: sets the session cookie as login does. Public; counted per client
   * address (RATE_LIMITED beyond the limit).
   */
  signUp: SignUpResult;
  /**
   * Starts the session customer's visit of `category` (a slug), or resumes the one in progress
   * (/leads/startprogram): the step after an eligible state. Requires login; FORBIDDEN while onlineVisit
   * is disabled.
   */
  startVisit: StartVisitResult;
  /** Answers the question the visit is at. Requires login; FORBIDDEN while onlineVisit is disabled. */
  submitVisitAnswer: SubmitVisitAnswerResult;
  /**
   * The confirmation's optional star rating (/feedback/). Requires login; FORBIDDEN while onlineVisit is
   * disabled; rate limited per customer.
   */
  submitVisitFeedback: SubmitVisitFeedbackResult;
  /**
   * The confirmation's optional survey (/survey/, 'online_visit'). Requires login; FORBIDDEN while
   * onlineVisit is disabled; rate limited per customer.
   */
  submitVisitSurvey: SubmitVisitSurveyResult;
  /** Sets the billing address, or makes it the shipping address. */
  updateBillingAddress: AccountResult;
  /** Sets a product's quantity in the cart; 0 removes it. Requires login. */
  updateCartQuantity: CartChangeResult;
  /** Anonymous: sets a new password through a reset link; every session of the account ends. FORBIDDEN while login is disabled. */
  updatePassword: UpdatePasswordResult;
  /** Replaces the card on file. The answer holds only the new card's brand, last four and expiry. */
  updatePaymentMethod: AccountResult;
  /**
   * Changes the session customer's names, e-mail and phone. A different e-mail or phone needs
   * `currentPassword`; a phone then changes at once, an e-mail only once confirmed through the link mailed
   * to it (the account's `profile.pendingEmail` until then), and the old address is told.
   */
  updateProfile: AccountResult;
  /** Replaces the shipping address and the SMS opt-in; a billing address of its own is kept. */
  updateShippingAddress: AccountResult;
  /** Changes one of the session customer's subscriptions. Requires login. */
  updateSubscription: UpdateSubscriptionResult;
  /**
   * Checks the code texted by sendPhoneCode (/account/smsauth/ verify): the phone is then verified.
   * Requires login; FORBIDDEN while onlineVisit is disabled; rate limited per customer and per address.
   */
  verifyPhoneCode: VerifyPhoneCodeResult;
  /** Moves the visit one question back. Requires login; FORBIDDEN while onlineVisit is disabled. */
  visitBack: VisitBackResult;
};


export type MutationaddMeasurementArgs = {
  input: AddMeasurementInput;
};


export type MutationaddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationapplyCouponArgs = {
  code: Scalars['String']['input'];
};


export type MutationbuyAgainArgs = {
  orderNumber: Scalars['ID']['input'];
};


export type MutationchangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationconfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationjoinStateWaitlistArgs = {
  input: JoinStateWaitlistInput;
};


export type MutationloginArgs = {
  input: LoginInput;
};


export type MutationmergeVisitorCartArgs = {
  items: Array<CartLineInput>;
  mergeKey: Scalars['ID']['input'];
};


export type MutationplaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationplaceVisitOrderArgs = {
  input: PlaceVisitOrderInput;
};


export type MutationregisterClickArgs = {
  input: RegisterClickInput;
};


export type MutationremoveFromCartArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationrequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationresumeOrderArgs = {
  category: Scalars['String']['input'];
};


export type MutationretryPaymentArgs = {
  orderNumber: Scalars['ID']['input'];
};


export type MutationsaveCheckoutAddressArgs = {
  input: CheckoutAddressInput;
};


export type MutationsaveVisitPreferencesArgs = {
  input: SaveVisitPreferencesInput;
};


export type MutationsendMessageArgs = {
  input: SendMessageInput;
};


export type MutationsendPhoneCodeArgs = {
  phoneNo: Scalars['String']['input'];
};


export type MutationsignUpArgs = {
  input: SignUpInput;
};


export type MutationstartVisitArgs = {
  category: Scalars['String']['input'];
};


export type MutationsubmitVisitAnswerArgs = {
  input: SubmitVisitAnswerInput;
};


export type MutationsubmitVisitFeedbackArgs = {
  input: SubmitVisitFeedbackInput;
};


export type MutationsubmitVisitSurveyArgs = {
  input: SubmitVisitSurveyInput;
};


export type MutationupdateBillingAddressArgs = {
  input: UpdateBillingAddressInput;
};


export type MutationupdateCartQuantityArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationupdatePasswordArgs = {
  input: UpdatePasswordInput;
};


export type MutationupdatePaymentMethodArgs = {
  input: UpdatePaymentMethodInput;
};


export type MutationupdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationupdateShippingAddressArgs = {
  input: UpdateShippingAddressInput;
};


export type MutationupdateSubscriptionArgs = {
  input: UpdateSubscriptionInput;
};


export type MutationverifyPhoneCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationvisitBackArgs = {
  category: Scalars['String']['input'];
};

/**
 * Domain `cardSchema`: digits only, at most 16 ('Max 16 digits allowed'); MM/YY ('Not a valid expiration
 * date'); the security code ('Card security code is Required'); consent ('Continue your payment by checking
 * the box above'). Goes to the payment processor and is never stored, logged or returned.
 */
export type NewCardInput = {
  consent: Scalars['Boolean']['input'];
  /** MM/YY. */
  expiry: Scalars['String']['input'];
  number: Scalars['String']['input'];
  securityCode: Scalars['String']['input'];
};

export type Order = {
  __typename?: 'Order';
  /**
   * Every item is a product of the shop's catalogue, so 'Buy again' can put the order in the cart (as
   * one-time purchases: the legacy order history names a product, not its frequency).
   */
  canBuyAgain: Scalars['Boolean']['output'];
  /**
   * A declined order that the card on file may pay now: the card changed after the decline. Always false
   * against a legacy API without the retry extension.
   */
  canRetryPayment: Scalars['Boolean']['output'];
  isDeclined: Scalars['Boolean']['output'];
  items: Array<OrderItem>;
  /** The order number; /orders#<number> scrolls to it. */
  number: Scalars['ID']['output'];
  /** Calendar date the order was placed, ISO 8601 (YYYY-MM-DD). */
  placedAt: Scalars['String']['output'];
  refundCents: Scalars['Int']['output'];
  shippingAddress?: Maybe<Address>;
  /** As the legacy API spells it, e.g. 'Shipped' or 'Declined'. */
  status: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  /** Product category, e.g. 'sleep', 'ed', 'hair', 'SKY GLP'. */
  category: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/**
 * The orders page's data. The order history and the pending orders come from two legacy calls and load
 * independently (spec section 4): when one fails, its list is null and its error says why, and the other
 * is still there. An ended session fails the whole query (UNAUTHENTICATED).
 */
export type Orders = {
  __typename?: 'Orders';
  /** The order number the customer's billing flag points at: it carries the billing-problem notice. */
  billingProblemOrder?: Maybe<Scalars['ID']['output']>;
  /** Past orders, newest first; null when they could not be loaded (see historyError). */
  history?: Maybe<Array<Order>>;
  historyError?: Maybe<Scalars['String']['output']>;
  /** Online visits started but not paid for; null when they could not be loaded (see pendingError). */
  pending?: Maybe<Array<PendingOrder>>;
  pendingError?: Maybe<Scalars['String']['output']>;
};

/**
 * The card on file as the shop may know it: brand, last four digits and expiry. The full number and the
 * security code are never stored, and no field of this API returns them.
 */
export type PaymentCard = {
  __typename?: 'PaymentCard';
  /** 'visa', 'mastercard', 'amex', 'discover' or 'unknown'. */
  brand: Scalars['String']['output'];
  /** 1 to 12. */
  expMonth: Scalars['Int']['output'];
  /** Four digits, e.g. 2030. */
  expYear: Scalars['Int']['output'];
  last4: Scalars['String']['output'];
};

/** An e-mail change the customer asked for, waiting for confirmation from the new address. */
export type PendingEmail = {
  __typename?: 'PendingEmail';
  email: Scalars['String']['output'];
  /** ISO 8601: when the confirmation link stops working. */
  expiresAt: Scalars['String']['output'];
};

/** An online visit the customer started and can finish. */
export type PendingOrder = {
  __typename?: 'PendingOrder';
  category: Scalars['String']['output'];
  product: Scalars['String']['output'];
};

export type PlaceOrderInput = {
  /** New card details; without them the card on file pays (409 'No payment method on file.' when none). */
  card?: InputMaybe<NewCardInput>;
  /**
   * Required: one key per order the customer means to place, a UUID (e.g. crypto.randomUUID()). A double
   * click, a retry or a reload with the same key places and charges the order once and answers as the
   * first time did; the same key with another order is refused (fieldErrors: idempotencyKey).
   */
  idempotencyKey: Scalars['ID']['input'];
  shipping: CheckoutAddressInput;
};

export type PlaceOrderResult = {
  __typename?: 'PlaceOrderResult';
  /**
   * Input problems under their fields (shipping.zip, card.number, card.expiry, card.securityCode,
   * card.consent, idempotencyKey); the legacy API's refusal (400, 402, 403, 409: its error description,
   * e.g. 'Your card was declined.') or a processor failure (500: its error code) as the message.
   */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  order?: Maybe<PlacedOrder>;
};

export type PlaceVisitOrderInput = {
  /** A new card, which then becomes the card on file; without it the card on file pays. */
  card?: InputMaybe<NewCardInput>;
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['input'];
  /**
   * Required: one key per order the customer means to place, a UUID. A double click, a retry or a reload
   * with the same key orders and charges the treatment once; the same key with another order is refused
   * (fieldErrors: idempotencyKey).
   */
  idempotencyKey: Scalars['ID']['input'];
  shipping: CheckoutAddressInput;
};

export type PlaceVisitOrderResult = {
  __typename?: 'PlaceVisitOrderResult';
  /**
   * Input problems under their fields (shipping.zip, card.number, card.expiry, card.securityCode,
   * card.consent, idempotencyKey); the legacy API's refusal (400, 402, 403, 409: its error description,
   * e.g. 'Your card was declined.', or 409 'Complete an online visit for this treatment first.') or a
   * processor failure (500: its error code) as the message; 'Choose your treatment first.' when the
   * visit's treatment step has not saved a drug, dosage and billing frequency.
   */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  order?: Maybe<PlacedVisitOrder>;
};

export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  discountCents: Scalars['Int']['output'];
  items: Array<CartItem>;
  orderNumber: Scalars['ID']['output'];
  /** 'Processing' once paid. */
  status: Scalars['String']['output'];
  /** The subscriptions the order started (one per monthly or quarterly line). */
  subscriptionIds: Array<Scalars['ID']['output']>;
  subtotalCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

export type PlacedVisitOrder = {
  __typename?: 'PlacedVisitOrder';
  orderNumber: Scalars['ID']['output'];
  /** 'Processing' once paid. */
  status: Scalars['String']['output'];
  /** The treatment's subscription; null when the legacy API started none. */
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  totalCents: Scalars['Int']['output'];
};

export type PurchaseFrequency =
  | 'MONTHLY'
  | 'ONE_TIME'
  | 'QUARTERLY';

export type Query = {
  __typename?: 'Query';
  /** The session customer's account. Requires login. */
  account: Account;
  /** The session customer's cart. Requires login. */
  cart: Cart;
  /** Public: a coupon's terms for a visitor's subtotal (/coupon/code). */
  checkCoupon: CouponCheckResult;
  /** The checkout's starting point for the session customer. Requires login. */
  checkout: Checkout;
  /** The session customer's dashboard. Requires login. */
  dashboard: Dashboard;
  /** The session customer's health data. Requires login; never any data outside the SKY GLP programme. */
  healthData: HealthData;
  /** The customer of the session, or null when nobody is logged in. */
  me?: Maybe<Customer>;
  /** The session customer's thread with their doctor. Requires login; marks nothing read. */
  messageThread: MessageThread;
  /** The session customer's orders. Requires login. */
  orders: Orders;
  /** The customer shell of the session customer. Requires login. */
  shell: Shell;
  siteConfig: SiteConfig;
  /** The session customer's subscriptions, any status, oldest first. Requires login. */
  subscriptions: Array<CustomerSubscription>;
  /**
   * Products to offer at the Upsell step. Requires login. When the legacy API fails, a GraphQL error
   * 'Unable to retrieve available products, please try again later.' (code UPSELLS_UNAVAILABLE).
   */
  upsells: Array<UpsellOffer>;
  /**
   * The visit's payment step for `category` (a slug): the chosen treatment, the address and card on file.
   * Requires login; FORBIDDEN while onlineVisit is disabled; BAD_USER_INPUT for an unknown category.
   */
  visitCheckout: VisitCheckout;
  /**
   * The confirmation of the session customer's treatment order `orderNumber`, from the visit of
   * `category` (a slug). Null when the order is not found on their account (another customer's is not
   * found either) or is not a treatment order of the category (a gummy order, another visit's).
   * Requires login; FORBIDDEN while onlineVisit is disabled.
   */
  visitConfirmation?: Maybe<VisitConfirmation>;
  /**
   * Public (a visitor has no account yet): whether the clinic treats `category` (a slug) in `state`.
   * FORBIDDEN while onlineVisit is disabled; BAD_USER_INPUT for an unknown category or state; any legacy
   * failure is 'Failed to determine eligibility' (code ELIGIBILITY_UNKNOWN), not masked.
   */
  visitEligibility: VisitEligibility;
  /** The treatment step's choices for `category` (a slug). Requires login; FORBIDDEN while onlineVisit is disabled. */
  visitPreferences: VisitPreferences;
  /**
   * The risk assessment of the session customer's visit of `category` (a slug), in progress or just
   * submitted. Requires login; FORBIDDEN while onlineVisit is disabled; any legacy failure is 'Failed to
   * determine eligibility' (code ELIGIBILITY_UNKNOWN), not masked.
   */
  visitResult: VisitResult;
  /** The session customer's online visit of `category` (a slug). Requires login; FORBIDDEN while onlineVisit is disabled. */
  visitStep: VisitStep;
};


export type QuerycheckCouponArgs = {
  code: Scalars['String']['input'];
  subtotalCents: Scalars['Int']['input'];
};


export type QueryvisitCheckoutArgs = {
  category: Scalars['String']['input'];
};


export type QueryvisitConfirmationArgs = {
  category: Scalars['String']['input'];
  orderNumber: Scalars['ID']['input'];
};


export type QueryvisitEligibilityArgs = {
  category: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type QueryvisitPreferencesArgs = {
  category: Scalars['String']['input'];
};


export type QueryvisitResultArgs = {
  category: Scalars['String']['input'];
};


export type QueryvisitStepArgs = {
  category: Scalars['String']['input'];
};

/** One site visit (spec section 7): all query parameters plus what the browser knows about it. */
export type RegisterClickInput = {
  /** 'mobile', 'tablet' or 'desktop'. */
  deviceType: Scalars['String']['input'];
  params: Array<ClickParamInput>;
  /** document.referrer ('' when none). */
  referrer: Scalars['String']['input'];
  /** The landing page's full URL. */
  url: Scalars['String']['input'];
  userAgent: Scalars['String']['input'];
};

export type RegisteredClick = {
  __typename?: 'RegisteredClick';
  /** The click id the app keeps in session storage (spec section 4). */
  clickId: Scalars['ID']['output'];
};

/** How soon the patient can expect an answer. */
export type ReplyTime = {
  __typename?: 'ReplyTime';
  hours: Scalars['Int']['output'];
  source: ReplyTimeSource;
};

export type ReplyTimeSource =
  /** The doctor's own profile in the legacy API. */
  | 'DOCTOR'
  /** The site configuration's default: the legacy API gave no reply time for this doctor. */
  | 'SITE';

export type RequestPasswordResetInput = {
  /** The visitor's registered click (spec section 3: clicks_id), when the app has one. */
  clickId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};

export type RequestPasswordResetResult = {
  __typename?: 'RequestPasswordResetResult';
  error?: Maybe<FormError>;
  /**
   * True once the request was accepted, whether or not the address has an account: the answer never
   * tells who is a customer.
   */
  ok: Scalars['Boolean']['output'];
};

export type ResumeOrderResult = {
  __typename?: 'ResumeOrderResult';
  /** Where the app continues the online visit, a path of this site, e.g. '/visit/ed/question/ed-blood-pressure'. */
  destination?: Maybe<Scalars['String']['output']>;
  error?: Maybe<FormError>;
  /** The lead the visit continues under (the session's); the app keeps it as its lead id. */
  leadsId?: Maybe<Scalars['ID']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type RetryPaymentResult = {
  __typename?: 'RetryPaymentResult';
  /** Why the payment did not go through, e.g. 'Your card was declined.'. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  /** The order as it is now: 'Processing' once paid. */
  order?: Maybe<Order>;
};

export type SaveCheckoutAddressResult = {
  __typename?: 'SaveCheckoutAddressResult';
  /** The shipping address on file now. */
  address?: Maybe<CheckoutAddress>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type SaveVisitPreferencesInput = {
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['input'];
  dosage: Scalars['String']['input'];
  drug: Scalars['String']['input'];
  frequency: Scalars['String']['input'];
  /** Hair visits. */
  hairConcern?: InputMaybe<Scalars['String']['input']>;
  /** Hair visits: one or more, each once. */
  hairProducts?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Sleep visits. */
  melatoninOk?: InputMaybe<Scalars['Boolean']['input']>;
  shipFrequency: Scalars['String']['input'];
  /** Sleep visits. */
  sleepTrouble?: InputMaybe<Scalars['String']['input']>;
};

export type SaveVisitPreferencesResult = {
  __typename?: 'SaveVisitPreferencesResult';
  /** fieldErrors name the input's fields; 'Failed to save product preferences' when the legacy API failed. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  /** The preferences as saved. */
  preferences?: Maybe<VisitPreferenceValues>;
};

export type SendMessageInput = {
  /** An upload from POST /attachments (the session customer's own). */
  attachmentId?: InputMaybe<Scalars['ID']['input']>;
  /** 1–2000 characters after trimming. */
  body: Scalars['String']['input'];
  /**
   * One key per customer intent, a UUID (e.g. crypto.randomUUID()). A retry with the same key and the
   * same input sends the message once and answers as the first time did; the same key with other input
   * is refused (fieldErrors: idempotencyKey). Without a key every call sends a message.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

export type SendMessagePayload = {
  __typename?: 'SendMessagePayload';
  error?: Maybe<FormError>;
  /** The message as stored, on success. */
  message?: Maybe<Message>;
  ok: Scalars['Boolean']['output'];
};

export type SendPhoneCodeResult = {
  __typename?: 'SendPhoneCodeResult';
  /** fieldErrors name `phone`; `message` is the legacy API's ('Too many codes requested. Please try again in an hour.'). */
  error?: Maybe<FormError>;
  /** How long the code works, in seconds (600). */
  expiresInSeconds?: Maybe<Scalars['Int']['output']>;
  ok: Scalars['Boolean']['output'];
  /** The number the code went to, masked: '(•••) •••-0142'. */
  sentTo?: Maybe<Scalars['String']['output']>;
};

/**
 * What the customer shell (menu, badges, header) needs for the session customer, in one round trip.
 * The legacy calls behind it run in parallel; the badges degrade to null when only their call fails.
 */
export type Shell = {
  __typename?: 'Shell';
  /**
   * Items in the cart, counting quantities (two bottles of one product are 2), as the cart drawer counts
   * them: the Cart badge. Null when the cart could not be read (no badge).
   */
  cartCount?: Maybe<Scalars['Int']['output']>;
  /** The menu header: first and last name, then 'Customer: {prospectsId}'. */
  customer: Customer;
  /** The customer has flags (e.g. a billing problem): Home shows an attention icon. */
  hasFlags: Scalars['Boolean']['output'];
  /** Some subscription has category 'SKY GLP': the menu shows Health data. */
  showHealthData: Scalars['Boolean']['output'];
  /** The doctor's messages the patient has not read yet: the Messages badge. Null when they could not be read. */
  unreadMessages?: Maybe<Scalars['Int']['output']>;
};

/** Domain `signupSchema`: 'Field required' on e-mail and names, password 6 to 16, consent ticked. */
export type SignUpInput = {
  /** The visitor's click id from session storage (registerClick), so the visit that brought them counts. */
  clickId?: InputMaybe<Scalars['String']['input']>;
  /** The consent box: 'Continue your online visit by checking the box above' until ticked. */
  consent: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpResult = {
  __typename?: 'SignUpResult';
  /** The new customer, logged in (the session cookie is set as by login). */
  customer?: Maybe<Customer>;
  /** fieldErrors under the input's names (email, firstName, lastName, password, consent); a taken e-mail on email. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/** The site configuration: brand, support contact and features. Public. */
export type SiteConfig = {
  __typename?: 'SiteConfig';
  brand: Scalars['String']['output'];
  features: FeatureFlags;
  /** Where login-only pages send a customer who is already logged in. */
  loggedInRedirect: Scalars['String']['output'];
  /** Whether the app polls GET /build.json and offers a reload once a new version is deployed (off by default). */
  newVersionCheck: Scalars['Boolean']['output'];
  supportEmail: Scalars['String']['output'];
  supportPhone: Scalars['String']['output'];
  tagline: Scalars['String']['output'];
  /** Home page title: brand plus tagline. */
  title: Scalars['String']['output'];
};

export type StartVisitResult = {
  __typename?: 'StartVisitResult';
  /** Where the visit goes on: the page of its current question. */
  destination?: Maybe<Scalars['String']['output']>;
  /** 'Unable to start consultation, please try again later.', or the legacy API's refusal. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  /** The customer's phone is not verified yet: the visit's phone step comes first (nothing was started). */
  phoneRequired: Scalars['Boolean']['output'];
};

export type SubmitVisitAnswerInput = {
  answer: VisitAnswerInput;
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['input'];
  /** The question answered: must be the one the visit is at. */
  questionId: Scalars['ID']['input'];
};

export type SubmitVisitAnswerResult = {
  __typename?: 'SubmitVisitAnswerResult';
  /** The answer completed the questionnaire: the visit is submitted for the doctor's review. */
  complete: Scalars['Boolean']['output'];
  /** fieldErrors name `answer`; `message` says what went wrong. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  /** The visit after the answer: its next question, or no question once complete. */
  step?: Maybe<VisitStep>;
};

export type SubmitVisitFeedbackInput = {
  /** At most 1000 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 5 stars. */
  rating: Scalars['Int']['input'];
};

export type SubmitVisitFeedbackResult = {
  __typename?: 'SubmitVisitFeedbackResult';
  /** 'Failed to submit feedback. Please try again.' (spec section 8) for any failure; fieldErrors name `rating`, `comment`. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type SubmitVisitSurveyInput = {
  answers: VisitSurveyAnswersInput;
};

export type SubmitVisitSurveyResult = {
  __typename?: 'SubmitVisitSurveyResult';
  /** fieldErrors name `ease`, `timeMinutes`, `comment`. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type SubscriptionAction =
  /** Stops the subscription; needs a `reason` (and a `note` for OTHER). */
  | 'CANCEL'
  /** Switches MONTHLY ↔ QUARTERLY (to `frequency`, or the other one). */
  | 'CHANGE_FREQUENCY'
  /** Stops shipments until resumed. */
  | 'PAUSE'
  | 'REACTIVATE'
  | 'RESUME'
  /** Ships the next shipment today, charged to the card on file; the schedule restarts from today. */
  | 'SHIP_NOW'
  /** Moves the next shipment one interval later. */
  | 'SKIP';

export type SubscriptionCancelReason =
  | 'NOT_EFFECTIVE'
  | 'NO_LONGER_NEEDED'
  | 'OTHER'
  | 'SIDE_EFFECTS'
  | 'SWITCHING_PRODUCT'
  | 'TOO_EXPENSIVE'
  | 'TOO_MUCH_PRODUCT';

/** How often a subscription ships: one bottle a month, or three bottles every quarter. */
export type SubscriptionFrequency =
  | 'MONTHLY'
  | 'QUARTERLY';

/** The other frequency a subscription can switch to, and what a shipment would then cost. */
export type SubscriptionFrequencyOption = {
  __typename?: 'SubscriptionFrequencyOption';
  frequency: SubscriptionFrequency;
  priceCents: Scalars['Int']['output'];
};

export type SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'PAUSED';

export type SubscriptionUpdateError = {
  __typename?: 'SubscriptionUpdateError';
  code: SubscriptionUpdateErrorCode;
  /** What went wrong in words the customer can act on, when known, e.g. 'Your card was declined.'. */
  detail?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** Always 'Failed to update subscription.' (spec section 8). */
  message: Scalars['String']['output'];
};

export type SubscriptionUpdateErrorCode =
  /** An argument is wrong or missing: see fieldErrors. */
  | 'INVALID_INPUT'
  /** The subscription's status (or product) does not allow this change. */
  | 'NOT_ALLOWED'
  /** No such subscription on this account. */
  | 'NOT_FOUND'
  /** Ship now could not be charged: the card on file was declined or is missing; see detail. */
  | 'PAYMENT';

export type UpdateBillingAddressInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** True: bill to the shipping address on file (the other fields are then ignored). */
  sameAsShipping: Scalars['Boolean']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePasswordInput = {
  password: Scalars['String']['input'];
  passwordConfirm: Scalars['String']['input'];
  /** The reset token of the e-mailed link (its `id` parameter). */
  token: Scalars['String']['input'];
};

export type UpdatePasswordResult = {
  __typename?: 'UpdatePasswordResult';
  /** The server's message (e.g. an expired link) as `message`, shown under the form; field errors per field. */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/** Domain `cardSchema`. Goes to the payment processor and is never stored, logged or returned. */
export type UpdatePaymentMethodInput = {
  cccvv: Scalars['String']['input'];
  /** MM/YY. */
  ccexp: Scalars['String']['input'];
  /** Digits only, at most 16. */
  ccnum: Scalars['String']['input'];
  consent: Scalars['Boolean']['input'];
  /**
   * One key per customer intent, a UUID (e.g. crypto.randomUUID()). A retry with the same key and the
   * same input replaces the card once and answers as the first time did; the same key with other input
   * is refused (fieldErrors: idempotencyKey). Without a key every call replaces the card.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The legacy call requires the shipping method that goes with the card, e.g. 'standard'. */
  shipping: Scalars['String']['input'];
};

/** Field names are the form's (domain `profileSchema`), so `fieldErrors` land under the right fields. */
export type UpdateProfileInput = {
  /** Required when the e-mail or the phone differs from the one on file. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** Domain `addressSchema`: ZIP exactly 5 characters; `smsallow` is sent to the legacy API as 0 or 1. */
export type UpdateShippingAddressInput = {
  address: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  smsallow: Scalars['Boolean']['input'];
  /** Two-letter USPS code, e.g. 'IL'. */
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type UpdateSubscriptionInput = {
  action: SubscriptionAction;
  /** CHANGE_FREQUENCY only; without it MONTHLY and QUARTERLY swap. */
  frequency?: InputMaybe<SubscriptionFrequency>;
  /**
   * One key per customer intent, a UUID (e.g. crypto.randomUUID()). A retry with the same key and the
   * same input changes the subscription once (a ship now charges once) and answers as the first time
   * did; the same key with other input is refused (fieldErrors: idempotencyKey). Without a key every
   * call is a change of its own.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** CANCEL only: the customer's own words, required with OTHER, at most 1000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** CANCEL only, and required there. */
  reason?: InputMaybe<SubscriptionCancelReason>;
  subscriptionId: Scalars['ID']['input'];
};

export type UpdateSubscriptionResult = {
  __typename?: 'UpdateSubscriptionResult';
  error?: Maybe<SubscriptionUpdateError>;
  ok: Scalars['Boolean']['output'];
  /** The subscription as it now is (as `subscriptions` lists it). */
  subscription?: Maybe<CustomerSubscription>;
};

/** A product offered at the Upsell step: what the customer does not subscribe to yet, and the bundle. */
export type UpsellOffer = {
  __typename?: 'UpsellOffer';
  description: Scalars['String']['output'];
  dose: Scalars['String']['output'];
  frequency: PurchaseFrequency;
  /** 'One bottle', 'One bottle a month subscription', 'Three bottles every quarter subscription'. */
  frequencyText: Scalars['String']['output'];
  /** Root-relative or absolute URL; null when the product has none. */
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Unit price in cents. */
  priceCents: Scalars['Int']['output'];
  /** '$24.99', '$17.50/month', '$45.00/quarterly'. */
  priceLabel: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
};

export type VerifyPhoneCodeResult = {
  __typename?: 'VerifyPhoneCodeResult';
  /**
   * fieldErrors name `code`; `message` is the legacy API's: 'The code is incorrect or has expired.',
   * 'Too many attempts. Please request a new code.'
   */
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

/**
 * An answer: the one field that fits the question's type is set. SINGLE_CHOICE: choice;
 * MULTIPLE_CHOICE: choices; YES_NO: yes; NUMBER: number; TEXT and DATE (MM/DD/YYYY): text.
 */
export type VisitAnswer = {
  __typename?: 'VisitAnswer';
  choice?: Maybe<Scalars['String']['output']>;
  choices?: Maybe<Array<Scalars['String']['output']>>;
  number?: Maybe<Scalars['Float']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  yes?: Maybe<Scalars['Boolean']['output']>;
};

export type VisitAnswerInput = {
  choice?: InputMaybe<Scalars['String']['input']>;
  choices?: InputMaybe<Array<Scalars['String']['input']>>;
  number?: InputMaybe<Scalars['Float']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  yes?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VisitBackResult = {
  __typename?: 'VisitBackResult';
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
  /** The visit at the previous question. */
  step?: Maybe<VisitStep>;
};

/** What the visit's payment step starts from: the treatment, the address and card on file. */
export type VisitCheckout = {
  __typename?: 'VisitCheckout';
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['output'];
  /** The card on file (brand, last four and expiry only); null when none. */
  savedCard?: Maybe<PaymentCard>;
  /** Null when the account has no complete shipping address yet. */
  shippingAddress?: Maybe<CheckoutAddress>;
  /**
   * The treatment of the drug, dosage and billing frequency saved on the visit's treatment step; null
   * until all three are saved (the payment step then sends the customer to the treatment step first).
   */
  treatment?: Maybe<VisitTreatment>;
};

export type VisitChoice = {
  __typename?: 'VisitChoice';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The confirmation of an online visit's treatment order: who reviews it, and when. */
export type VisitConfirmation = {
  __typename?: 'VisitConfirmation';
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['output'];
  /** Null until a doctor is assigned: the page says one will be. */
  doctor?: Maybe<Doctor>;
  /** The treatment order, as the orders page shows it. */
  order: Order;
  /** When to expect the doctor's review: their own reply time, or the site's default. */
  replyTime: ReplyTime;
};

export type VisitDrugChoice = {
  __typename?: 'VisitDrugChoice';
  /** The drug's dosages ('50 mg'): value and label are the same. */
  dosages: Array<VisitChoice>;
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Whether the clinic treats a category in a state: the first step of every online visit. */
export type VisitEligibility = {
  __typename?: 'VisitEligibility';
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['output'];
  /** The clinic treats the category there: the visit can go on. */
  eligible: Scalars['Boolean']['output'];
  /** The state's USPS code, upper case. */
  state: Scalars['String']['output'];
  /** The state's name ('Texas'). */
  stateName: Scalars['String']['output'];
};

/** Which extra preferences a category asks for, beyond drug, dosage and frequencies. */
export type VisitPreferenceKind =
  | 'HAIR'
  | 'SLEEP';

/** A visit's treatment preferences; a field not chosen (or not of the category) is null. */
export type VisitPreferenceValues = {
  __typename?: 'VisitPreferenceValues';
  dosage?: Maybe<Scalars['String']['output']>;
  drug?: Maybe<Scalars['String']['output']>;
  /** MONTHLY or QUARTERLY: how often the treatment is billed. */
  frequency?: Maybe<Scalars['String']['output']>;
  hairConcern?: Maybe<Scalars['String']['output']>;
  hairProducts?: Maybe<Array<Scalars['String']['output']>>;
  melatoninOk?: Maybe<Scalars['Boolean']['output']>;
  /** MONTHLY or QUARTERLY: how often it ships. */
  shipFrequency?: Maybe<Scalars['String']['output']>;
  sleepTrouble?: Maybe<Scalars['String']['output']>;
};

/** What the treatment step of a visit offers, and what is chosen so far. */
export type VisitPreferences = {
  __typename?: 'VisitPreferences';
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['output'];
  /**
   * The preferences saved so far on the customer's open visit of the category (lapi-server's
   * /product/preferences/ extension). Null without an open visit, or on a legacy API without the
   * extension: the step starts empty.
   */
  current?: Maybe<VisitPreferenceValues>;
  drugs: Array<VisitDrugChoice>;
  frequencies: Array<VisitChoice>;
  /** Hair visits: the main concern's choices; empty otherwise. */
  hairConcerns: Array<VisitChoice>;
  /** Hair visits: the products' choices; empty otherwise. */
  hairProducts: Array<VisitChoice>;
  /** HAIR or SLEEP for those categories; null for the others. */
  kind?: Maybe<VisitPreferenceKind>;
  /**
   * Whether the photo step's photo is on file with that visit (so a reload or another device shows the
   * step done). False without an open visit, or on a legacy API without the extension.
   */
  photoOnFile: Scalars['Boolean']['output'];
  /** Sleep visits: the main trouble's choices; empty otherwise. */
  sleepTroubles: Array<VisitChoice>;
};

export type VisitProgress = {
  __typename?: 'VisitProgress';
  answered: Scalars['Int']['output'];
  /** Answered plus the questions likely still ahead: branches make the total an estimate. */
  totalEstimate: Scalars['Int']['output'];
};

/** One question of an online visit. Fields that do not apply to its type are null or empty. */
export type VisitQuestion = {
  __typename?: 'VisitQuestion';
  help?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  integer?: Maybe<Scalars['Boolean']['output']>;
  max?: Maybe<Scalars['Float']['output']>;
  maxLength?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  options: Array<VisitQuestionOption>;
  text: Scalars['String']['output'];
  type: VisitQuestionType;
  unit?: Maybe<Scalars['String']['output']>;
};

export type VisitQuestionOption = {
  __typename?: 'VisitQuestionOption';
  /** Cannot be combined with other options ('None of these'). */
  exclusive: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The kinds of question the legacy question bank has. STOP ends a branch and takes no answer. */
export type VisitQuestionType =
  | 'DATE'
  | 'MULTIPLE_CHOICE'
  | 'NUMBER'
  | 'SINGLE_CHOICE'
  | 'STOP'
  | 'TEXT'
  | 'YES_NO';

/** The risk assessment of the session customer's visit of one category, from its answers. */
export type VisitResult = {
  __typename?: 'VisitResult';
  /** The category's slug, as in the page's path. */
  category: Scalars['String']['output'];
  /** Why, worst first; empty when eligible without a flag. */
  reasons: Array<VisitRiskReason>;
  result: VisitRiskResult;
};

export type VisitRiskReason = {
  __typename?: 'VisitRiskReason';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** The risk assessment's verdict on a visit's answers. */
export type VisitRiskResult =
  /** The treatment can go on; the doctor still reviews the visit. */
  | 'ELIGIBLE'
  /** A doctor decides before anything is prescribed. */
  | 'NEEDS_REVIEW'
  /** The treatment is not safe to prescribe online: the visit stops here, with no order. */
  | 'NOT_ELIGIBLE';

/** Where the session customer's online visit of one category stands. */
export type VisitStep = {
  __typename?: 'VisitStep';
  /** The saved answer to that question, when the customer answered it before (they went back). */
  answer?: Maybe<VisitAnswer>;
  /** Whether Back can go to an earlier question. */
  canGoBack: Scalars['Boolean']['output'];
  /** The category's slug in the app's paths: 'ed', 'sleep', 'hair', 'sky-glp'. */
  category: Scalars['String']['output'];
  /** The page of that question: /visit/<category>/question/<id>; null with no question. */
  destination?: Maybe<Scalars['String']['output']>;
  progress?: Maybe<VisitProgress>;
  /** The question the visit is at; null when no visit of the category is in progress (never started, or submitted). */
  question?: Maybe<VisitQuestion>;
};

/**
 * The confirmation's short survey: the legacy API's 'online_visit' questions. Never logged: the
 * customer's own words.
 */
export type VisitSurveyAnswersInput = {
  /** At most 1000 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** How easy the visit was, 1 (very hard) to 5 (very easy). */
  ease: Scalars['Int']['input'];
  /** How long it took, one of 5, 15, 25 or 45 minutes (the listed choices). */
  timeMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The prescribed treatment a visit orders: the drug, dosage and billing frequency chosen on the treatment
 * step (one product each), reviewed by a doctor before it ships.
 */
export type VisitTreatment = {
  __typename?: 'VisitTreatment';
  frequency: PurchaseFrequency;
  /** 'Billed every month', 'Billed every three months'. */
  frequencyText: Scalars['String']['output'];
  /** Root-relative URL of the treatment's picture. */
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Price in cents, charged per billing period. */
  priceCents: Scalars['Int']['output'];
  /** '$30.00/month', '$94.50/quarterly'. */
  priceLabel: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
};

/** One weigh-in of the SKY GLP programme's weight log. */
export type WeightMeasurement = {
  __typename?: 'WeightMeasurement';
  id: Scalars['ID']['output'];
  /** Calendar date of the weigh-in, ISO 8601 (YYYY-MM-DD). One weigh-in per day. */
  measuredOn: Scalars['String']['output'];
  /** Pounds (lb), at most one decimal. */
  weightLbs: Scalars['Float']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AccountProfile: ResolverTypeWrapper<AccountProfile>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AccountResult: ResolverTypeWrapper<AccountResult>;
  AddMeasurementInput: AddMeasurementInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AddMeasurementResult: ResolverTypeWrapper<AddMeasurementResult>;
  AddToCartResult: ResolverTypeWrapper<Omit<AddToCartResult, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  Address: ResolverTypeWrapper<Address>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  BuyAgainResult: ResolverTypeWrapper<BuyAgainResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>;
  CartChangeResult: ResolverTypeWrapper<Omit<CartChangeResult, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartItem: ResolverTypeWrapper<Omit<CartItem, 'frequency'> & { frequency: ResolversTypes['PurchaseFrequency'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CartLineInput: CartLineInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>;
  Checkout: ResolverTypeWrapper<Omit<Checkout, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  CheckoutAddress: ResolverTypeWrapper<CheckoutAddress>;
  CheckoutAddressInput: CheckoutAddressInput;
  ClickParamInput: ClickParamInput;
  ConfirmEmailResult: ResolverTypeWrapper<ConfirmEmailResult>;
  CouponCheckResult: ResolverTypeWrapper<CouponCheckResult>;
  CouponTerms: ResolverTypeWrapper<CouponTerms>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerFlag: ResolverTypeWrapper<Omit<CustomerFlag, 'kind'> & { kind: ResolversTypes['CustomerFlagKind'] }>;
  CustomerFlagKind: ResolverTypeWrapper<'BILLING' | 'EXPIRED_CARD' | 'OTHER'>;
  CustomerSubscription: ResolverTypeWrapper<Omit<CustomerSubscription, 'frequency' | 'frequencySwitch' | 'status'> & { frequency: ResolversTypes['SubscriptionFrequency'], frequencySwitch?: Maybe<ResolversTypes['SubscriptionFrequencyOption']>, status: ResolversTypes['SubscriptionStatus'] }>;
  Dashboard: ResolverTypeWrapper<Omit<Dashboard, 'flags' | 'nextShipment' | 'recentMessages' | 'unavailable'> & { flags: Array<ResolversTypes['CustomerFlag']>, nextShipment?: Maybe<ResolversTypes['CustomerSubscription']>, recentMessages: Array<ResolversTypes['Message']>, unavailable: Array<ResolversTypes['DashboardPart']> }>;
  DashboardPart: ResolverTypeWrapper<'ACCOUNT' | 'PENDING_ORDERS' | 'SUBSCRIPTIONS' | 'MESSAGES'>;
  Doctor: ResolverTypeWrapper<Doctor>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FormError: ResolverTypeWrapper<FormError>;
  HealthData: ResolverTypeWrapper<HealthData>;
  JoinStateWaitlistInput: JoinStateWaitlistInput;
  JoinStateWaitlistResult: ResolverTypeWrapper<JoinStateWaitlistResult>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  LogoutEverywhereResult: ResolverTypeWrapper<LogoutEverywhereResult>;
  MarkMessagesReadPayload: ResolverTypeWrapper<MarkMessagesReadPayload>;
  Message: ResolverTypeWrapper<Omit<Message, 'sender'> & { sender: ResolversTypes['MessageSender'] }>;
  MessageAttachment: ResolverTypeWrapper<MessageAttachment>;
  MessageSender: ResolverTypeWrapper<'PATIENT' | 'DOCTOR'>;
  MessageThread: ResolverTypeWrapper<Omit<MessageThread, 'messages' | 'replyTime'> & { messages: Array<ResolversTypes['Message']>, replyTime: ResolversTypes['ReplyTime'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewCardInput: NewCardInput;
  Order: ResolverTypeWrapper<Order>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  Orders: ResolverTypeWrapper<Orders>;
  PaymentCard: ResolverTypeWrapper<PaymentCard>;
  PendingEmail: ResolverTypeWrapper<PendingEmail>;
  PendingOrder: ResolverTypeWrapper<PendingOrder>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<Omit<PlaceOrderResult, 'order'> & { order?: Maybe<ResolversTypes['PlacedOrder']> }>;
  PlaceVisitOrderInput: PlaceVisitOrderInput;
  PlaceVisitOrderResult: ResolverTypeWrapper<PlaceVisitOrderResult>;
  PlacedOrder: ResolverTypeWrapper<Omit<PlacedOrder, 'items'> & { items: Array<ResolversTypes['CartItem']> }>;
  PlacedVisitOrder: ResolverTypeWrapper<PlacedVisitOrder>;
  PurchaseFrequency: ResolverTypeWrapper<'ONE_TIME' | 'MONTHLY' | 'QUARTERLY'>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterClickInput: RegisterClickInput;
  RegisteredClick: ResolverTypeWrapper<RegisteredClick>;
  ReplyTime: ResolverTypeWrapper<Omit<ReplyTime, 'source'> & { source: ResolversTypes['ReplyTimeSource'] }>;
  ReplyTimeSource: ResolverTypeWrapper<'DOCTOR' | 'SITE'>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolverTypeWrapper<RequestPasswordResetResult>;
  ResumeOrderResult: ResolverTypeWrapper<ResumeOrderResult>;
  RetryPaymentResult: ResolverTypeWrapper<RetryPaymentResult>;
  SaveCheckoutAddressResult: ResolverTypeWrapper<SaveCheckoutAddressResult>;
  SaveVisitPreferencesInput: SaveVisitPreferencesInput;
  SaveVisitPreferencesResult: ResolverTypeWrapper<SaveVisitPreferencesResult>;
  SendMessageInput: SendMessageInput;
  SendMessagePayload: ResolverTypeWrapper<Omit<SendMessagePayload, 'message'> & { message?: Maybe<ResolversTypes['Message']> }>;
  SendPhoneCodeResult: ResolverTypeWrapper<SendPhoneCodeResult>;
  Shell: ResolverTypeWrapper<Shell>;
  SignUpInput: SignUpInput;
  SignUpResult: ResolverTypeWrapper<SignUpResult>;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
  StartVisitResult: ResolverTypeWrapper<StartVisitResult>;
  SubmitVisitAnswerInput: SubmitVisitAnswerInput;
  SubmitVisitAnswerResult: ResolverTypeWrapper<Omit<SubmitVisitAnswerResult, 'step'> & { step?: Maybe<ResolversTypes['VisitStep']> }>;
  SubmitVisitFeedbackInput: SubmitVisitFeedbackInput;
  SubmitVisitFeedbackResult: ResolverTypeWrapper<SubmitVisitFeedbackResult>;
  SubmitVisitSurveyInput: SubmitVisitSurveyInput;
  SubmitVisitSurveyResult: ResolverTypeWrapper<SubmitVisitSurveyResult>;
  SubscriptionAction: ResolverTypeWrapper<'SKIP' | 'SHIP_NOW' | 'CHANGE_FREQUENCY' | 'PAUSE' | 'RESUME' | 'CANCEL' | 'REACTIVATE'>;
  SubscriptionCancelReason: ResolverTypeWrapper<'TOO_EXPENSIVE' | 'NOT_EFFECTIVE' | 'SIDE_EFFECTS' | 'TOO_MUCH_PRODUCT' | 'SWITCHING_PRODUCT' | 'NO_LONGER_NEEDED' | 'OTHER'>;
  SubscriptionFrequency: ResolverTypeWrapper<'MONTHLY' | 'QUARTERLY'>;
  SubscriptionFrequencyOption: ResolverTypeWrapper<Omit<SubscriptionFrequencyOption, 'frequency'> & { frequency: ResolversTypes['SubscriptionFrequency'] }>;
  SubscriptionStatus: ResolverTypeWrapper<'ACTIVE' | 'PAUSED' | 'CANCELLED'>;
  SubscriptionUpdateError: ResolverTypeWrapper<Omit<SubscriptionUpdateError, 'code'> & { code: ResolversTypes['SubscriptionUpdateErrorCode'] }>;
  SubscriptionUpdateErrorCode: ResolverTypeWrapper<'INVALID_INPUT' | 'NOT_FOUND' | 'NOT_ALLOWED' | 'PAYMENT'>;
  UpdateBillingAddressInput: UpdateBillingAddressInput;
  UpdatePasswordInput: UpdatePasswordInput;
  UpdatePasswordResult: ResolverTypeWrapper<UpdatePasswordResult>;
  UpdatePaymentMethodInput: UpdatePaymentMethodInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateShippingAddressInput: UpdateShippingAddressInput;
  UpdateSubscriptionInput: UpdateSubscriptionInput;
  UpdateSubscriptionResult: ResolverTypeWrapper<Omit<UpdateSubscriptionResult, 'error' | 'subscription'> & { error?: Maybe<ResolversTypes['SubscriptionUpdateError']>, subscription?: Maybe<ResolversTypes['CustomerSubscription']> }>;
  UpsellOffer: ResolverTypeWrapper<Omit<UpsellOffer, 'frequency'> & { frequency: ResolversTypes['PurchaseFrequency'] }>;
  VerifyPhoneCodeResult: ResolverTypeWrapper<VerifyPhoneCodeResult>;
  VisitAnswer: ResolverTypeWrapper<VisitAnswer>;
  VisitAnswerInput: VisitAnswerInput;
  VisitBackResult: ResolverTypeWrapper<Omit<VisitBackResult, 'step'> & { step?: Maybe<ResolversTypes['VisitStep']> }>;
  VisitCheckout: ResolverTypeWrapper<Omit<VisitCheckout, 'treatment'> & { treatment?: Maybe<ResolversTypes['VisitTreatment']> }>;
  VisitChoice: ResolverTypeWrapper<VisitChoice>;
  VisitConfirmation: ResolverTypeWrapper<Omit<VisitConfirmation, 'replyTime'> & { replyTime: ResolversTypes['ReplyTime'] }>;
  VisitDrugChoice: ResolverTypeWrapper<VisitDrugChoice>;
  VisitEligibility: ResolverTypeWrapper<VisitEligibility>;
  VisitPreferenceKind: ResolverTypeWrapper<'HAIR' | 'SLEEP'>;
  VisitPreferenceValues: ResolverTypeWrapper<VisitPreferenceValues>;
  VisitPreferences: ResolverTypeWrapper<Omit<VisitPreferences, 'kind'> & { kind?: Maybe<ResolversTypes['VisitPreferenceKind']> }>;
  VisitProgress: ResolverTypeWrapper<VisitProgress>;
  VisitQuestion: ResolverTypeWrapper<Omit<VisitQuestion, 'type'> & { type: ResolversTypes['VisitQuestionType'] }>;
  VisitQuestionOption: ResolverTypeWrapper<VisitQuestionOption>;
  VisitQuestionType: ResolverTypeWrapper<'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'YES_NO' | 'NUMBER' | 'TEXT' | 'DATE' | 'STOP'>;
  VisitResult: ResolverTypeWrapper<Omit<VisitResult, 'result'> & { result: ResolversTypes['VisitRiskResult'] }>;
  VisitRiskReason: ResolverTypeWrapper<VisitRiskReason>;
  VisitRiskResult: ResolverTypeWrapper<'ELIGIBLE' | 'NEEDS_REVIEW' | 'NOT_ELIGIBLE'>;
  VisitStep: ResolverTypeWrapper<Omit<VisitStep, 'question'> & { question?: Maybe<ResolversTypes['VisitQuestion']> }>;
  VisitSurveyAnswersInput: VisitSurveyAnswersInput;
  VisitTreatment: ResolverTypeWrapper<Omit<VisitTreatment, 'frequency'> & { frequency: ResolversTypes['PurchaseFrequency'] }>;
  WeightMeasurement: ResolverTypeWrapper<WeightMeasurement>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  Boolean: Scalars['Boolean']['output'];
  AccountProfile: AccountProfile;
  String: Scalars['String']['output'];
  AccountResult: AccountResult;
  AddMeasurementInput: AddMeasurementInput;
  Float: Scalars['Float']['output'];
  AddMeasurementResult: AddMeasurementResult;
  AddToCartResult: Omit<AddToCartResult, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  Address: Address;
  AppliedCoupon: AppliedCoupon;
  BuyAgainResult: BuyAgainResult;
  Int: Scalars['Int']['output'];
  Cart: Omit<Cart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  CartChangeResult: Omit<CartChangeResult, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartItem: CartItem;
  ID: Scalars['ID']['output'];
  CartLineInput: CartLineInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ChangePasswordResult;
  Checkout: Omit<Checkout, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  CheckoutAddress: CheckoutAddress;
  CheckoutAddressInput: CheckoutAddressInput;
  ClickParamInput: ClickParamInput;
  ConfirmEmailResult: ConfirmEmailResult;
  CouponCheckResult: CouponCheckResult;
  CouponTerms: CouponTerms;
  Customer: Customer;
  CustomerFlag: CustomerFlag;
  CustomerSubscription: Omit<CustomerSubscription, 'frequencySwitch'> & { frequencySwitch?: Maybe<ResolversParentTypes['SubscriptionFrequencyOption']> };
  Dashboard: Omit<Dashboard, 'flags' | 'nextShipment' | 'recentMessages'> & { flags: Array<ResolversParentTypes['CustomerFlag']>, nextShipment?: Maybe<ResolversParentTypes['CustomerSubscription']>, recentMessages: Array<ResolversParentTypes['Message']> };
  Doctor: Doctor;
  FeatureFlags: FeatureFlags;
  FieldError: FieldError;
  FormError: FormError;
  HealthData: HealthData;
  JoinStateWaitlistInput: JoinStateWaitlistInput;
  JoinStateWaitlistResult: JoinStateWaitlistResult;
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  LogoutEverywhereResult: LogoutEverywhereResult;
  MarkMessagesReadPayload: MarkMessagesReadPayload;
  Message: Message;
  MessageAttachment: MessageAttachment;
  MessageThread: Omit<MessageThread, 'messages' | 'replyTime'> & { messages: Array<ResolversParentTypes['Message']>, replyTime: ResolversParentTypes['ReplyTime'] };
  Mutation: Record<PropertyKey, never>;
  NewCardInput: NewCardInput;
  Order: Order;
  OrderItem: OrderItem;
  Orders: Orders;
  PaymentCard: PaymentCard;
  PendingEmail: PendingEmail;
  PendingOrder: PendingOrder;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: Omit<PlaceOrderResult, 'order'> & { order?: Maybe<ResolversParentTypes['PlacedOrder']> };
  PlaceVisitOrderInput: PlaceVisitOrderInput;
  PlaceVisitOrderResult: PlaceVisitOrderResult;
  PlacedOrder: Omit<PlacedOrder, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  PlacedVisitOrder: PlacedVisitOrder;
  Query: Record<PropertyKey, never>;
  RegisterClickInput: RegisterClickInput;
  RegisteredClick: RegisteredClick;
  ReplyTime: ReplyTime;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: RequestPasswordResetResult;
  ResumeOrderResult: ResumeOrderResult;
  RetryPaymentResult: RetryPaymentResult;
  SaveCheckoutAddressResult: SaveCheckoutAddressResult;
  SaveVisitPreferencesInput: SaveVisitPreferencesInput;
  SaveVisitPreferencesResult: SaveVisitPreferencesResult;
  SendMessageInput: SendMessageInput;
  SendMessagePayload: Omit<SendMessagePayload, 'message'> & { message?: Maybe<ResolversParentTypes['Message']> };
  SendPhoneCodeResult: SendPhoneCodeResult;
  Shell: Shell;
  SignUpInput: SignUpInput;
  SignUpResult: SignUpResult;
  SiteConfig: SiteConfig;
  StartVisitResult: StartVisitResult;
  SubmitVisitAnswerInput: SubmitVisitAnswerInput;
  SubmitVisitAnswerResult: Omit<SubmitVisitAnswerResult, 'step'> & { step?: Maybe<ResolversParentTypes['VisitStep']> };
  SubmitVisitFeedbackInput: SubmitVisitFeedbackInput;
  SubmitVisitFeedbackResult: SubmitVisitFeedbackResult;
  SubmitVisitSurveyInput: SubmitVisitSurveyInput;
  SubmitVisitSurveyResult: SubmitVisitSurveyResult;
  SubscriptionFrequencyOption: SubscriptionFrequencyOption;
  SubscriptionUpdateError: SubscriptionUpdateError;
  UpdateBillingAddressInput: UpdateBillingAddressInput;
  UpdatePasswordInput: UpdatePasswordInput;
  UpdatePasswordResult: UpdatePasswordResult;
  UpdatePaymentMethodInput: UpdatePaymentMethodInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateShippingAddressInput: UpdateShippingAddressInput;
  UpdateSubscriptionInput: UpdateSubscriptionInput;
  UpdateSubscriptionResult: Omit<UpdateSubscriptionResult, 'error' | 'subscription'> & { error?: Maybe<ResolversParentTypes['SubscriptionUpdateError']>, subscription?: Maybe<ResolversParentTypes['CustomerSubscription']> };
  UpsellOffer: UpsellOffer;
  VerifyPhoneCodeResult: VerifyPhoneCodeResult;
  VisitAnswer: VisitAnswer;
  VisitAnswerInput: VisitAnswerInput;
  VisitBackResult: Omit<VisitBackResult, 'step'> & { step?: Maybe<ResolversParentTypes['VisitStep']> };
  VisitCheckout: Omit<VisitCheckout, 'treatment'> & { treatment?: Maybe<ResolversParentTypes['VisitTreatment']> };
  VisitChoice: VisitChoice;
  VisitConfirmation: Omit<VisitConfirmation, 'replyTime'> & { replyTime: ResolversParentTypes['ReplyTime'] };
  VisitDrugChoice: VisitDrugChoice;
  VisitEligibility: VisitEligibility;
  VisitPreferenceValues: VisitPreferenceValues;
  VisitPreferences: VisitPreferences;
  VisitProgress: VisitProgress;
  VisitQuestion: VisitQuestion;
  VisitQuestionOption: VisitQuestionOption;
  VisitResult: VisitResult;
  VisitRiskReason: VisitRiskReason;
  VisitStep: Omit<VisitStep, 'question'> & { question?: Maybe<ResolversParentTypes['VisitQuestion']> };
  VisitSurveyAnswersInput: VisitSurveyAnswersInput;
  VisitTreatment: VisitTreatment;
  WeightMeasurement: WeightMeasurement;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  billingSameAsShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['AccountProfile'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  smsOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AccountProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountProfile'] = ResolversParentTypes['AccountProfile']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['PendingEmail']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountResult'] = ResolversParentTypes['AccountResult']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AddMeasurementResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddMeasurementResult'] = ResolversParentTypes['AddMeasurementResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  measurement?: Resolver<Maybe<ResolversTypes['WeightMeasurement']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AddToCartResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddToCartResult'] = ResolversParentTypes['AddToCartResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuyAgainResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainResult'] = ResolversParentTypes['BuyAgainResult']> = {
  cartItemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartChangeResult'] = ResolversParentTypes['CartChangeResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['PurchaseFrequency'], ParentType, ContextType>;
  frequencyText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantitySupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChangePasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedCard?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
};

export type CheckoutAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutAddress'] = ResolversParentTypes['CheckoutAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmEmailResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmEmailResult'] = ResolversParentTypes['ConfirmEmailResult']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CouponCheckResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponCheckResult'] = ResolversParentTypes['CouponCheckResult']> = {
  coupon?: Resolver<Maybe<ResolversTypes['CouponTerms']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CouponTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponTerms'] = ResolversParentTypes['CouponTerms']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prospectsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CustomerFlagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerFlag'] = ResolversParentTypes['CustomerFlag']> = {
  kind?: Resolver<ResolversTypes['CustomerFlagKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meaning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CustomerFlagKindResolvers = EnumResolverSignature<{ BILLING?: any, EXPIRED_CARD?: any, OTHER?: any }, ResolversTypes['CustomerFlagKind']>;

export type CustomerSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSubscription'] = ResolversParentTypes['CustomerSubscription']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['SubscriptionFrequency'], ParentType, ContextType>;
  frequencySwitch?: Resolver<Maybe<ResolversTypes['SubscriptionFrequencyOption']>, ParentType, ContextType>;
  frequencyText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextShipDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runsOutOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  billingProblem?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['CustomerFlag']>, ParentType, ContextType>;
  nextShipment?: Resolver<Maybe<ResolversTypes['CustomerSubscription']>, ParentType, ContextType>;
  pendingOrders?: Resolver<Array<ResolversTypes['PendingOrder']>, ParentType, ContextType>;
  recentMessages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  unavailable?: Resolver<Array<ResolversTypes['DashboardPart']>, ParentType, ContextType>;
  unreadMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardPartResolvers = EnumResolverSignature<{ ACCOUNT?: any, MESSAGES?: any, PENDING_ORDERS?: any, SUBSCRIPTIONS?: any }, ResolversTypes['DashboardPart']>;

export type DoctorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Doctor'] = ResolversParentTypes['Doctor']> = {
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credentials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = {
  login?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onlineVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FormErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormError'] = ResolversParentTypes['FormError']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HealthData'] = ResolversParentTypes['HealthData']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  measurements?: Resolver<Array<ResolversTypes['WeightMeasurement']>, ParentType, ContextType>;
};

export type JoinStateWaitlistResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JoinStateWaitlistResult'] = ResolversParentTypes['JoinStateWaitlistResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LogoutEverywhereResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutEverywhereResult'] = ResolversParentTypes['LogoutEverywhereResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarkMessagesReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkMessagesReadPayload'] = ResolversParentTypes['MarkMessagesReadPayload']> = {
  markedRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attachment?: Resolver<Maybe<ResolversTypes['MessageAttachment']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['MessageSender'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageAttachment'] = ResolversParentTypes['MessageAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageSenderResolvers = EnumResolverSignature<{ DOCTOR?: any, PATIENT?: any }, ResolversTypes['MessageSender']>;

export type MessageThreadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageThread'] = ResolversParentTypes['MessageThread']> = {
  doctor?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  replyTime?: Resolver<ResolversTypes['ReplyTime'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addMeasurement?: Resolver<ResolversTypes['AddMeasurementResult'], ParentType, ContextType, RequireFields<MutationaddMeasurementArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['AddToCartResult'], ParentType, ContextType, RequireFields<MutationaddToCartArgs, 'productId'>>;
  applyCoupon?: Resolver<ResolversTypes['CartChangeResult'], ParentType, ContextType, RequireFields<MutationapplyCouponArgs, 'code'>>;
  buyAgain?: Resolver<ResolversTypes['BuyAgainResult'], ParentType, ContextType, RequireFields<MutationbuyAgainArgs, 'orderNumber'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationchangePasswordArgs, 'input'>>;
  confirmEmail?: Resolver<ResolversTypes['ConfirmEmailResult'], ParentType, ContextType, RequireFields<MutationconfirmEmailArgs, 'token'>>;
  joinStateWaitlist?: Resolver<ResolversTypes['JoinStateWaitlistResult'], ParentType, ContextType, RequireFields<MutationjoinStateWaitlistArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationloginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['LogoutEverywhereResult'], ParentType, ContextType>;
  markMessagesRead?: Resolver<ResolversTypes['MarkMessagesReadPayload'], ParentType, ContextType>;
  mergeVisitorCart?: Resolver<ResolversTypes['CartChangeResult'], ParentType, ContextType, RequireFields<MutationmergeVisitorCartArgs, 'items' | 'mergeKey'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationplaceOrderArgs, 'input'>>;
  placeVisitOrder?: Resolver<ResolversTypes['PlaceVisitOrderResult'], ParentType, ContextType, RequireFields<MutationplaceVisitOrderArgs, 'input'>>;
  registerClick?: Resolver<ResolversTypes['RegisteredClick'], ParentType, ContextType, RequireFields<MutationregisterClickArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationremoveFromCartArgs, 'productId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetResult'], ParentType, ContextType, RequireFields<MutationrequestPasswordResetArgs, 'input'>>;
  resumeOrder?: Resolver<ResolversTypes['ResumeOrderResult'], ParentType, ContextType, RequireFields<MutationresumeOrderArgs, 'category'>>;
  retryPayment?: Resolver<ResolversTypes['RetryPaymentResult'], ParentType, ContextType, RequireFields<MutationretryPaymentArgs, 'orderNumber'>>;
  saveCheckoutAddress?: Resolver<ResolversTypes['SaveCheckoutAddressResult'], ParentType, ContextType, RequireFields<MutationsaveCheckoutAddressArgs, 'input'>>;
  saveVisitPreferences?: Resolver<ResolversTypes['SaveVisitPreferencesResult'], ParentType, ContextType, RequireFields<MutationsaveVisitPreferencesArgs, 'input'>>;
  sendMessage?: Resolver<ResolversTypes['SendMessagePayload'], ParentType, ContextType, RequireFields<MutationsendMessageArgs, 'input'>>;
  sendPhoneCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationsendPhoneCodeArgs, 'phoneNo'>>;
  signUp?: Resolver<ResolversTypes['SignUpResult'], ParentType, ContextType, RequireFields<MutationsignUpArgs, 'input'>>;
  startVisit?: Resolver<ResolversTypes['StartVisitResult'], ParentType, ContextType, RequireFields<MutationstartVisitArgs, 'category'>>;
  submitVisitAnswer?: Resolver<ResolversTypes['SubmitVisitAnswerResult'], ParentType, ContextType, RequireFields<MutationsubmitVisitAnswerArgs, 'input'>>;
  submitVisitFeedback?: Resolver<ResolversTypes['SubmitVisitFeedbackResult'], ParentType, ContextType, RequireFields<MutationsubmitVisitFeedbackArgs, 'input'>>;
  submitVisitSurvey?: Resolver<ResolversTypes['SubmitVisitSurveyResult'], ParentType, ContextType, RequireFields<MutationsubmitVisitSurveyArgs, 'input'>>;
  updateBillingAddress?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationupdateBillingAddressArgs, 'input'>>;
  updateCartQuantity?: Resolver<ResolversTypes['CartChangeResult'], ParentType, ContextType, RequireFields<MutationupdateCartQuantityArgs, 'productId' | 'quantity'>>;
  updatePassword?: Resolver<ResolversTypes['UpdatePasswordResult'], ParentType, ContextType, RequireFields<MutationupdatePasswordArgs, 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationupdatePaymentMethodArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationupdateProfileArgs, 'input'>>;
  updateShippingAddress?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationupdateShippingAddressArgs, 'input'>>;
  updateSubscription?: Resolver<ResolversTypes['UpdateSubscriptionResult'], ParentType, ContextType, RequireFields<MutationupdateSubscriptionArgs, 'input'>>;
  verifyPhoneCode?: Resolver<ResolversTypes['VerifyPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationverifyPhoneCodeArgs, 'code'>>;
  visitBack?: Resolver<ResolversTypes['VisitBackResult'], ParentType, ContextType, RequireFields<MutationvisitBackArgs, 'category'>>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  canBuyAgain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRetryPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeclined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrdersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Orders'] = ResolversParentTypes['Orders']> = {
  billingProblemOrder?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  history?: Resolver<Maybe<Array<ResolversTypes['Order']>>, ParentType, ContextType>;
  historyError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<Array<ResolversTypes['PendingOrder']>>, ParentType, ContextType>;
  pendingError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentCard'] = ResolversParentTypes['PaymentCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingEmail'] = ResolversParentTypes['PendingEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingOrder'] = ResolversParentTypes['PendingOrder']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
};

export type PlaceVisitOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceVisitOrderResult'] = ResolversParentTypes['PlaceVisitOrderResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['PlacedVisitOrder']>, ParentType, ContextType>;
};

export type PlacedOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlacedVisitOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedVisitOrder'] = ResolversParentTypes['PlacedVisitOrder']> = {
  orderNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseFrequencyResolvers = EnumResolverSignature<{ MONTHLY?: any, ONE_TIME?: any, QUARTERLY?: any }, ResolversTypes['PurchaseFrequency']>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  checkCoupon?: Resolver<ResolversTypes['CouponCheckResult'], ParentType, ContextType, RequireFields<QuerycheckCouponArgs, 'code' | 'subtotalCents'>>;
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  healthData?: Resolver<ResolversTypes['HealthData'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  messageThread?: Resolver<ResolversTypes['MessageThread'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Orders'], ParentType, ContextType>;
  shell?: Resolver<ResolversTypes['Shell'], ParentType, ContextType>;
  siteConfig?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['CustomerSubscription']>, ParentType, ContextType>;
  upsells?: Resolver<Array<ResolversTypes['UpsellOffer']>, ParentType, ContextType>;
  visitCheckout?: Resolver<ResolversTypes['VisitCheckout'], ParentType, ContextType, RequireFields<QueryvisitCheckoutArgs, 'category'>>;
  visitConfirmation?: Resolver<Maybe<ResolversTypes['VisitConfirmation']>, ParentType, ContextType, RequireFields<QueryvisitConfirmationArgs, 'category' | 'orderNumber'>>;
  visitEligibility?: Resolver<ResolversTypes['VisitEligibility'], ParentType, ContextType, RequireFields<QueryvisitEligibilityArgs, 'category' | 'state'>>;
  visitPreferences?: Resolver<ResolversTypes['VisitPreferences'], ParentType, ContextType, RequireFields<QueryvisitPreferencesArgs, 'category'>>;
  visitResult?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<QueryvisitResultArgs, 'category'>>;
  visitStep?: Resolver<ResolversTypes['VisitStep'], ParentType, ContextType, RequireFields<QueryvisitStepArgs, 'category'>>;
};

export type RegisteredClickResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisteredClick'] = ResolversParentTypes['RegisteredClick']> = {
  clickId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReplyTimeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplyTime'] = ResolversParentTypes['ReplyTime']> = {
  hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReplyTimeSource'], ParentType, ContextType>;
};

export type ReplyTimeSourceResolvers = EnumResolverSignature<{ DOCTOR?: any, SITE?: any }, ResolversTypes['ReplyTimeSource']>;

export type RequestPasswordResetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetResult'] = ResolversParentTypes['RequestPasswordResetResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResumeOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResumeOrderResult'] = ResolversParentTypes['ResumeOrderResult']> = {
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  leadsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RetryPaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetryPaymentResult'] = ResolversParentTypes['RetryPaymentResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type SaveCheckoutAddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveCheckoutAddressResult'] = ResolversParentTypes['SaveCheckoutAddressResult']> = {
  address?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SaveVisitPreferencesResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveVisitPreferencesResult'] = ResolversParentTypes['SaveVisitPreferencesResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<Maybe<ResolversTypes['VisitPreferenceValues']>, ParentType, ContextType>;
};

export type SendMessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendMessagePayload'] = ResolversParentTypes['SendMessagePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SendPhoneCodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendPhoneCodeResult'] = ResolversParentTypes['SendPhoneCodeResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  expiresInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShellResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shell'] = ResolversParentTypes['Shell']> = {
  cartCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  hasFlags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showHealthData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unreadMessages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SignUpResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpResult'] = ResolversParentTypes['SignUpResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SiteConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  loggedInRedirect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newVersionCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartVisitResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartVisitResult'] = ResolversParentTypes['StartVisitResult']> = {
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubmitVisitAnswerResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitVisitAnswerResult'] = ResolversParentTypes['SubmitVisitAnswerResult']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['VisitStep']>, ParentType, ContextType>;
};

export type SubmitVisitFeedbackResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitVisitFeedbackResult'] = ResolversParentTypes['SubmitVisitFeedbackResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubmitVisitSurveyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitVisitSurveyResult'] = ResolversParentTypes['SubmitVisitSurveyResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionActionResolvers = EnumResolverSignature<{ CANCEL?: any, CHANGE_FREQUENCY?: any, PAUSE?: any, REACTIVATE?: any, RESUME?: any, SHIP_NOW?: any, SKIP?: any }, ResolversTypes['SubscriptionAction']>;

export type SubscriptionCancelReasonResolvers = EnumResolverSignature<{ NOT_EFFECTIVE?: any, NO_LONGER_NEEDED?: any, OTHER?: any, SIDE_EFFECTS?: any, SWITCHING_PRODUCT?: any, TOO_EXPENSIVE?: any, TOO_MUCH_PRODUCT?: any }, ResolversTypes['SubscriptionCancelReason']>;

export type SubscriptionFrequencyResolvers = EnumResolverSignature<{ MONTHLY?: any, QUARTERLY?: any }, ResolversTypes['SubscriptionFrequency']>;

export type SubscriptionFrequencyOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionFrequencyOption'] = ResolversParentTypes['SubscriptionFrequencyOption']> = {
  frequency?: Resolver<ResolversTypes['SubscriptionFrequency'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionStatusResolvers = EnumResolverSignature<{ ACTIVE?: any, CANCELLED?: any, PAUSED?: any }, ResolversTypes['SubscriptionStatus']>;

export type SubscriptionUpdateErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionUpdateError'] = ResolversParentTypes['SubscriptionUpdateError']> = {
  code?: Resolver<ResolversTypes['SubscriptionUpdateErrorCode'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionUpdateErrorCodeResolvers = EnumResolverSignature<{ INVALID_INPUT?: any, NOT_ALLOWED?: any, NOT_FOUND?: any, PAYMENT?: any }, ResolversTypes['SubscriptionUpdateErrorCode']>;

export type UpdatePasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdatePasswordResult'] = ResolversParentTypes['UpdatePasswordResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UpdateSubscriptionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateSubscriptionResult'] = ResolversParentTypes['UpdateSubscriptionResult']> = {
  error?: Resolver<Maybe<ResolversTypes['SubscriptionUpdateError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['CustomerSubscription']>, ParentType, ContextType>;
};

export type UpsellOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpsellOffer'] = ResolversParentTypes['UpsellOffer']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['PurchaseFrequency'], ParentType, ContextType>;
  frequencyText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VerifyPhoneCodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyPhoneCodeResult'] = ResolversParentTypes['VerifyPhoneCodeResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VisitAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitAnswer'] = ResolversParentTypes['VisitAnswer']> = {
  choice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  choices?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yes?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type VisitBackResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitBackResult'] = ResolversParentTypes['VisitBackResult']> = {
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['VisitStep']>, ParentType, ContextType>;
};

export type VisitCheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitCheckout'] = ResolversParentTypes['VisitCheckout']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedCard?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  treatment?: Resolver<Maybe<ResolversTypes['VisitTreatment']>, ParentType, ContextType>;
};

export type VisitChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitChoice'] = ResolversParentTypes['VisitChoice']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitConfirmationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitConfirmation'] = ResolversParentTypes['VisitConfirmation']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctor?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  replyTime?: Resolver<ResolversTypes['ReplyTime'], ParentType, ContextType>;
};

export type VisitDrugChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitDrugChoice'] = ResolversParentTypes['VisitDrugChoice']> = {
  dosages?: Resolver<Array<ResolversTypes['VisitChoice']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitEligibilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitEligibility'] = ResolversParentTypes['VisitEligibility']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitPreferenceKindResolvers = EnumResolverSignature<{ HAIR?: any, SLEEP?: any }, ResolversTypes['VisitPreferenceKind']>;

export type VisitPreferenceValuesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitPreferenceValues'] = ResolversParentTypes['VisitPreferenceValues']> = {
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  drug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairConcern?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairProducts?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  melatoninOk?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shipFrequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sleepTrouble?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VisitPreferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitPreferences'] = ResolversParentTypes['VisitPreferences']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['VisitPreferenceValues']>, ParentType, ContextType>;
  drugs?: Resolver<Array<ResolversTypes['VisitDrugChoice']>, ParentType, ContextType>;
  frequencies?: Resolver<Array<ResolversTypes['VisitChoice']>, ParentType, ContextType>;
  hairConcerns?: Resolver<Array<ResolversTypes['VisitChoice']>, ParentType, ContextType>;
  hairProducts?: Resolver<Array<ResolversTypes['VisitChoice']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['VisitPreferenceKind']>, ParentType, ContextType>;
  photoOnFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sleepTroubles?: Resolver<Array<ResolversTypes['VisitChoice']>, ParentType, ContextType>;
};

export type VisitProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitProgress'] = ResolversParentTypes['VisitProgress']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEstimate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VisitQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitQuestion'] = ResolversParentTypes['VisitQuestion']> = {
  help?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VisitQuestionOption']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VisitQuestionType'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VisitQuestionOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitQuestionOption'] = ResolversParentTypes['VisitQuestionOption']> = {
  exclusive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitQuestionTypeResolvers = EnumResolverSignature<{ DATE?: any, MULTIPLE_CHOICE?: any, NUMBER?: any, SINGLE_CHOICE?: any, STOP?: any, TEXT?: any, YES_NO?: any }, ResolversTypes['VisitQuestionType']>;

export type VisitResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitResult'] = ResolversParentTypes['VisitResult']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['VisitRiskReason']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['VisitRiskResult'], ParentType, ContextType>;
};

export type VisitRiskReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitRiskReason'] = ResolversParentTypes['VisitRiskReason']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitRiskResultResolvers = EnumResolverSignature<{ ELIGIBLE?: any, NEEDS_REVIEW?: any, NOT_ELIGIBLE?: any }, ResolversTypes['VisitRiskResult']>;

export type VisitStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitStep'] = ResolversParentTypes['VisitStep']> = {
  answer?: Resolver<Maybe<ResolversTypes['VisitAnswer']>, ParentType, ContextType>;
  canGoBack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['VisitProgress']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['VisitQuestion']>, ParentType, ContextType>;
};

export type VisitTreatmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitTreatment'] = ResolversParentTypes['VisitTreatment']> = {
  frequency?: Resolver<ResolversTypes['PurchaseFrequency'], ParentType, ContextType>;
  frequencyText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WeightMeasurementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeightMeasurement'] = ResolversParentTypes['WeightMeasurement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  measuredOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightLbs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  AccountProfile?: AccountProfileResolvers<ContextType>;
  AccountResult?: AccountResultResolvers<ContextType>;
  AddMeasurementResult?: AddMeasurementResultResolvers<ContextType>;
  AddToCartResult?: AddToCartResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  BuyAgainResult?: BuyAgainResultResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartChangeResult?: CartChangeResultResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutAddress?: CheckoutAddressResolvers<ContextType>;
  ConfirmEmailResult?: ConfirmEmailResultResolvers<ContextType>;
  CouponCheckResult?: CouponCheckResultResolvers<ContextType>;
  CouponTerms?: CouponTermsResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerFlag?: CustomerFlagResolvers<ContextType>;
  CustomerFlagKind?: CustomerFlagKindResolvers;
  CustomerSubscription?: CustomerSubscriptionResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardPart?: DashboardPartResolvers;
  Doctor?: DoctorResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FormError?: FormErrorResolvers<ContextType>;
  HealthData?: HealthDataResolvers<ContextType>;
  JoinStateWaitlistResult?: JoinStateWaitlistResultResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LogoutEverywhereResult?: LogoutEverywhereResultResolvers<ContextType>;
  MarkMessagesReadPayload?: MarkMessagesReadPayloadResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageAttachment?: MessageAttachmentResolvers<ContextType>;
  MessageSender?: MessageSenderResolvers;
  MessageThread?: MessageThreadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  Orders?: OrdersResolvers<ContextType>;
  PaymentCard?: PaymentCardResolvers<ContextType>;
  PendingEmail?: PendingEmailResolvers<ContextType>;
  PendingOrder?: PendingOrderResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PlaceVisitOrderResult?: PlaceVisitOrderResultResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  PlacedVisitOrder?: PlacedVisitOrderResolvers<ContextType>;
  PurchaseFrequency?: PurchaseFrequencyResolvers;
  Query?: QueryResolvers<ContextType>;
  RegisteredClick?: RegisteredClickResolvers<ContextType>;
  ReplyTime?: ReplyTimeResolvers<ContextType>;
  ReplyTimeSource?: ReplyTimeSourceResolvers;
  RequestPasswordResetResult?: RequestPasswordResetResultResolvers<ContextType>;
  ResumeOrderResult?: ResumeOrderResultResolvers<ContextType>;
  RetryPaymentResult?: RetryPaymentResultResolvers<ContextType>;
  SaveCheckoutAddressResult?: SaveCheckoutAddressResultResolvers<ContextType>;
  SaveVisitPreferencesResult?: SaveVisitPreferencesResultResolvers<ContextType>;
  SendMessagePayload?: SendMessagePayloadResolvers<ContextType>;
  SendPhoneCodeResult?: SendPhoneCodeResultResolvers<ContextType>;
  Shell?: ShellResolvers<ContextType>;
  SignUpResult?: SignUpResultResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  StartVisitResult?: StartVisitResultResolvers<ContextType>;
  SubmitVisitAnswerResult?: SubmitVisitAnswerResultResolvers<ContextType>;
  SubmitVisitFeedbackResult?: SubmitVisitFeedbackResultResolvers<ContextType>;
  SubmitVisitSurveyResult?: SubmitVisitSurveyResultResolvers<ContextType>;
  SubscriptionAction?: SubscriptionActionResolvers;
  SubscriptionCancelReason?: SubscriptionCancelReasonResolvers;
  SubscriptionFrequency?: SubscriptionFrequencyResolvers;
  SubscriptionFrequencyOption?: SubscriptionFrequencyOptionResolvers<ContextType>;
  SubscriptionStatus?: SubscriptionStatusResolvers;
  SubscriptionUpdateError?: SubscriptionUpdateErrorResolvers<ContextType>;
  SubscriptionUpdateErrorCode?: SubscriptionUpdateErrorCodeResolvers;
  UpdatePasswordResult?: UpdatePasswordResultResolvers<ContextType>;
  UpdateSubscriptionResult?: UpdateSubscriptionResultResolvers<ContextType>;
  UpsellOffer?: UpsellOfferResolvers<ContextType>;
  VerifyPhoneCodeResult?: VerifyPhoneCodeResultResolvers<ContextType>;
  VisitAnswer?: VisitAnswerResolvers<ContextType>;
  VisitBackResult?: VisitBackResultResolvers<ContextType>;
  VisitCheckout?: VisitCheckoutResolvers<ContextType>;
  VisitChoice?: VisitChoiceResolvers<ContextType>;
  VisitConfirmation?: VisitConfirmationResolvers<ContextType>;
  VisitDrugChoice?: VisitDrugChoiceResolvers<ContextType>;
  VisitEligibility?: VisitEligibilityResolvers<ContextType>;
  VisitPreferenceKind?: VisitPreferenceKindResolvers;
  VisitPreferenceValues?: VisitPreferenceValuesResolvers<ContextType>;
  VisitPreferences?: VisitPreferencesResolvers<ContextType>;
  VisitProgress?: VisitProgressResolvers<ContextType>;
  VisitQuestion?: VisitQuestionResolvers<ContextType>;
  VisitQuestionOption?: VisitQuestionOptionResolvers<ContextType>;
  VisitQuestionType?: VisitQuestionTypeResolvers;
  VisitResult?: VisitResultResolvers<ContextType>;
  VisitRiskReason?: VisitRiskReasonResolvers<ContextType>;
  VisitRiskResult?: VisitRiskResultResolvers;
  VisitStep?: VisitStepResolvers<ContextType>;
  VisitTreatment?: VisitTreatmentResolvers<ContextType>;
  WeightMeasurement?: WeightMeasurementResolvers<ContextType>;
};

