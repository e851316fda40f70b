/**
 * What the shop may know of a payment card: brand, last four and expiry. The full number and the
 * security code go from the form to the processor and are never stored, logged or shown back.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export interface CardSummary {
  brand: CardBrand;
  last4: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits, e.g. 2030. */
  expYear: number;
}

const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** A brand as an API spells it ('Visa', 'mastercard') → CardBrand; anything else is 'unknown'. */
export function toCardBrand(value: string): CardBrand {
  const brand = value.trim().toLowerCase();
  return Object.hasOwn(brandNames, brand) ? (brand as CardBrand) : 'unknown';
}

export function cardBrandName(brand: CardBrand): string {
  return brandNames[brand];
}

/** Brand from the leading digits (IIN ranges), for a hint while the customer types. */
export function detectCardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** 12, 2030 → '12/30'. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}

/** 'Visa •••• 4242, expires 12/30': how a stored card is shown everywhere. */
export function cardSummaryText(card: CardSummary): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}, expires ${formatCardExpiry(card.expMonth, card.expYear)}`;
}

/** '4242424242424242' → '4242 4242 4242 4242' (Amex: 4-6-5), for display while typing. */
export function formatCardNumberInput(digits: string): string {
  const groups = detectCardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let rest = digits;
  for (const size of groups) {
    if (rest === '') break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  // Anything past the usual length stays visible, so 'Max 16 digits allowed' points at real digits.
  if (rest !== '') parts.push(rest);
  return parts.join(' ');
}
