import { describe, expect, it } from 'vitest';
import {
  cardSummaryText,
  detectCardBrand,
  formatCardExpiry,
  formatCardNumberInput,
  toCardBrand,
} from './payment-card.ts';

describe('payment card display', () => {
  it('detects the brand from the leading digits', () => {
    expect(detectCardBrand('4242 4242')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('9999')).toBe('unknown');
    expect(detectCardBrand('')).toBe('unknown');
  });

  it('shows brand, last four and expiry only', () => {
    expect(cardSummaryText({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 })).toBe(
      'Visa •••• 4242, expires 12/30',
    );
    expect(formatCardExpiry(3, 2029)).toBe('03/29');
  });

  it('groups digits for display and keeps any excess visible', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('42424242424242421')).toBe('4242 4242 4242 4242 1');
    expect(formatCardNumberInput('')).toBe('');
  });

  it('reads a brand as an API spells it, anything unknown as unknown', () => {
    expect(toCardBrand('visa')).toBe('visa');
    expect(toCardBrand(' MasterCard ')).toBe('mastercard');
    expect(toCardBrand('amex')).toBe('amex');
    expect(toCardBrand('jcb')).toBe('unknown');
    // Not a prototype key of the lookup object.
    expect(toCardBrand('constructor')).toBe('unknown');
  });
});
