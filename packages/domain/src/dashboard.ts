/**
 * The customer's home page (/dashboard): what the notices on an account (the legacy lander's flags)
 * mean in plain words, which subscription ships next, and how a message is previewed. Shared by the
 * gateway, which builds the dashboard, and the design system, which shows it.
 */

/**
 * What a notice on the account is about. The legacy API names the declined payment 'billing' (it
 * points at the order); the expired card is spec section 3's expiredFlag, spelt differently by the
 * calls that carry it. Anything else is shown with its own label.
 */
export type CustomerFlagKind = 'billing' | 'expiredCard' | 'other';

const flagKinds: Record<string, CustomerFlagKind> = {
  billing: 'billing',
  expired: 'expiredCard',
  expiredcard: 'expiredCard',
  cardexpired: 'expiredCard',
};

/** 'billing' → 'billing'; 'Expired', 'expired_card', 'card-expired' → 'expiredCard'; else 'other'. */
export function customerFlagKind(type: string): CustomerFlagKind {
  return flagKinds[type.toLowerCase().replace(/[^a-z]/g, '')] ?? 'other';
}

/**
 * What a notice means for the customer and what to do about it, in plain words (the legacy label,
 * 'Payment declined', says what happened but not what follows).
 */
export function customerFlagMeaning(kind: CustomerFlagKind, orderNumber: string | null): string {
  switch (kind) {
    case 'billing':
      return orderNumber
        ? `Your card was declined for order #${orderNumber}, so we can't send it yet. Update your payment method to resolve it.`
        : "A recent payment didn't go through. Update your payment method so we can process your orders.";
    case 'expiredCard':
      return 'The card on file has expired. Add a new card so your orders and subscriptions can be charged.';
    case 'other':
      return "Our team added this note to your account. Contact support if you're not sure what to do.";
  }
}

/** The fields of a subscription its next shipment depends on (status in any case: 'active', 'ACTIVE'). */
export interface ScheduledShipment {
  status: string;
  /** 'YYYY-MM-DD'; null (or absent) when nothing is scheduled. */
  nextShipDate?: string | null;
}

/**
 * The active subscription that ships soonest, or null when none is scheduled. Paused and cancelled
 * subscriptions ship nothing; on the same day the first listed wins, so the answer is stable.
 */
export function soonestShipment<T extends ScheduledShipment>(subscriptions: readonly T[]): T | null {
  let soonest: T | null = null;
  let soonestDate = '';
  for (const subscription of subscriptions) {
    const date = subscription.nextShipDate;
    if (subscription.status.trim().toLowerCase() !== 'active' || !date) continue;
    if (soonest === null || date < soonestDate) {
      soonest = subscription;
      soonestDate = date;
    }
  }
  return soonest;
}

/** How many characters of a message the dashboard previews. */
export const MESSAGE_EXCERPT_LENGTH = 140;

/**
 * A message's first words for a preview: whitespace and line breaks collapsed, cut at a word boundary
 * with '…' when longer than `maxLength` characters.
 */
export function messageExcerpt(body: string, maxLength = MESSAGE_EXCERPT_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut mid-word rather than previewed as nothing.
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`;
}
