import type {
  CancelReason,
  FrequencyOption,
  RecurringFrequency,
  SubscriptionAction,
  SubscriptionStatus,
} from '@helmsman/domain';

/** A subscription as the app hands it to the screen (cents, ISO dates, the domain's status codes). */
export interface SubscriptionView {
  id: string;
  productName: string;
  /** As the API spells it ('sleep', 'SKY GLP'…): picks the CategoryIcon. */
  category: string;
  /** Absolute or root-relative URL; null shows the category icon instead. */
  image: string | null;
  frequency: RecurringFrequency;
  /**
   * The plan in words, as the gateway names it: the spec's bottle wording for gummies ('One bottle a
   * month subscription'), the billing for a treatment ('Billed every month').
   */
  frequencyText: string;
  /** One shipment, all its bottles. */
  priceCents: number;
  status: SubscriptionStatus;
  /** 'YYYY-MM-DD'; null once cancelled. */
  nextShipDate: string | null;
  /** 'YYYY-MM-DD' (domain `runsOutOn`); null once cancelled. */
  runsOutOn: string | null;
  /** The other frequency of the product line and its price; null when there is none. */
  frequencySwitch: FrequencyOption | null;
}

/** A change the customer asked for, as the screen hands it to `onAction`. */
export type SubscriptionRequest =
  | { subscriptionId: string; action: Exclude<SubscriptionAction, 'change_frequency' | 'cancel'> }
  | { subscriptionId: string; action: 'change_frequency'; frequency: RecurringFrequency }
  | { subscriptionId: string; action: 'cancel'; reason: CancelReason; note?: string };

/**
 * How a change went. On failure the screen always says 'Failed to update subscription.'; `detail` adds
 * what the customer can act on ('Your card was declined.') and `paymentProblem` links to the payment
 * method.
 */
export type SubscriptionActionResult =
  | { ok: true }
  | { ok: false; detail?: string | null; paymentProblem?: boolean };

export type OnSubscriptionAction = (request: SubscriptionRequest) => Promise<SubscriptionActionResult>;
