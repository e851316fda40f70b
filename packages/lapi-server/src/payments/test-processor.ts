import { randomBytes } from 'node:crypto';

/**
 * The payment processor behind ccupdate and place-order. A real processor plugs in behind the same
 * interface; this one is a test processor with the well-known test card numbers:
 *
 *   4242 4242 4242 4242  approves          4000 0000 0000 9995  insufficient funds
 *   4000 0000 0000 0002  declines          4000 0000 0000 0069  expired card
 *   any other number passing the Luhn check approves; one failing it is rejected before any charge.
 *
 * Like a real processor's vault, `tokenize` turns the card into an opaque token: the full number and
 * the CVV never leave this module, and nothing here stores or logs them. The token carries the test
 * behaviour (as Stripe's test tokens do), so a later charge of a stored card behaves like the card.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export interface CardDetails {
  /** Digits only, or with spaces/dashes (removed). */
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  cvv: string;
}

export interface StoredCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type DeclineCode =
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'processing_error';

export class PaymentError extends Error {
  constructor(
    readonly code: DeclineCode,
    /** Safe to show the customer. */
    readonly description: string,
  ) {
    super(description);
    this.name = 'PaymentError';
  }

  /** Card problems the customer must fix are rejected before a charge (400); a charge refusal is 402. */
  get httpStatus(): 400 | 402 | 500 {
    if (this.code === 'processing_error') return 500;
    return this.code === 'invalid_number' || this.code === 'invalid_expiry' || this.code === 'invalid_cvc'
      ? 400
      : 402;
  }
}

export interface Charge {
  id: string;
  amountCents: number;
}

export interface PaymentProcessor {
  /** Validates the card and vaults it; throws PaymentError for a card that can never be charged. */
  tokenize(card: CardDetails, today?: Date): StoredCard;
  /** Charges a vaulted card; throws PaymentError when the charge is refused. */
  charge(token: string, amountCents: number): Charge;
}

type Behaviour = 'approve' | 'decline' | 'insufficient' | 'expired';

const behaviours: Record<string, Behaviour> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
  '4000000000000069': 'expired',
};

const declines: Record<Exclude<Behaviour, 'approve'>, PaymentError> = {
  decline: new PaymentError('card_declined', 'Your card was declined.'),
  insufficient: new PaymentError('insufficient_funds', 'Your card has insufficient funds.'),
  expired: new PaymentError('expired_card', 'Your card has expired.'),
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

function parseExpiry(expiry: string, today: Date): { expMonth: number; expYear: number } {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) throw new PaymentError('invalid_expiry', 'Not a valid expiration date');
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(expYear, expMonth, 1);
  if (endOfMonth <= today.getTime()) throw new PaymentError('expired_card', 'Your card has expired.');
  return { expMonth, expYear };
}

export function createTestProcessor(): PaymentProcessor {
  return {
    tokenize(card, today = new Date()) {
      const digits = card.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
        throw new PaymentError('invalid_number', 'Your card number is incorrect.');
      }
      if (!/^\d{3,4}$/.test(card.cvv.trim())) {
        throw new PaymentError('invalid_cvc', "Your card's security code is incorrect.");
      }
      const { expMonth, expYear } = parseExpiry(card.expiry, today);
      const behaviour = behaviours[digits] ?? 'approve';
      return {
        token: `tok_test_${behaviour}_${randomBytes(12).toString('base64url')}`,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth,
        expYear,
      };
    },
    charge(token, amountCents) {
      const match = /^tok_test_(approve|decline|insufficient|expired)_[\w-]+$/.exec(token);
      if (!match) throw new PaymentError('processing_error', 'The payment could not be processed.');
      const behaviour = match[1] as Behaviour;
      if (behaviour !== 'approve') throw declines[behaviour];
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new PaymentError('processing_error', 'The payment could not be processed.');
      }
      return { id: `ch_test_${randomBytes(12).toString('base64url')}`, amountCents };
    },
  };
}
