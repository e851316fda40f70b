import { describe, expect, it } from 'vitest';
import { cardBrand, createTestProcessor, PaymentError, passesLuhn } from './test-processor.ts';

const processor = createTestProcessor();
const today = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/30', cvv = '123') => ({ number, expiry, cvv });

function failureOf(work: () => unknown): PaymentError {
  try {
    work();
  } catch (error) {
    if (error instanceof PaymentError) return error;
    throw error;
  }
  throw new Error('expected a PaymentError');
}

describe('test payment processor', () => {
  it('checks Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('knows the brands', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('vaults a card as brand, last four and expiry, with a token that holds no card digits', () => {
    const stored = processor.tokenize(card('4242 4242 4242 4242'), today);
    expect(stored).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(stored.token).not.toMatch(/4242/);
    expect(processor.charge(stored.token, 2499).amountCents).toBe(2499);
  });

  it.each([
    ['4000000000000002', 'card_declined', 402],
    ['4000000000009995', 'insufficient_funds', 402],
    ['4000000000000069', 'expired_card', 402],
  ])('%s is refused at charge time with %s', (number, code, status) => {
    const stored = processor.tokenize(card(number), today);
    const error = failureOf(() => processor.charge(stored.token, 2499));
    expect(error.code).toBe(code);
    expect(error.httpStatus).toBe(status);
  });

  it('rejects a number failing Luhn before any charge', () => {
    expect(failureOf(() => processor.tokenize(card('4242424242424241'), today))).toMatchObject({
      code: 'invalid_number',
      httpStatus: 400,
    });
  });

  it('rejects bad expiry dates and CVVs', () => {
    expect(failureOf(() => processor.tokenize(card('4242424242424242', '13/30'), today)).code).toBe(
      'invalid_expiry',
    );
    expect(failureOf(() => processor.tokenize(card('4242424242424242', '10/26'), today)).code).toBe(
      'expired_card',
    );
    expect(processor.tokenize(card('4242424242424242', '11/26'), today).expYear).toBe(2026);
    expect(failureOf(() => processor.tokenize(card('4242424242424242', '12/30', '12'), today)).code).toBe(
      'invalid_cvc',
    );
  });

  it('refuses unknown tokens', () => {
    expect(failureOf(() => processor.charge('tok_other', 100)).httpStatus).toBe(500);
  });
});
