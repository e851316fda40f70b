import { describe, expect, it } from 'vitest';
import {
  customerFlagKind,
  customerFlagMeaning,
  MESSAGE_EXCERPT_LENGTH,
  messageExcerpt,
  soonestShipment,
} from './dashboard.ts';

describe('customerFlagKind', () => {
  it('knows the declined payment and the expired card in their spellings', () => {
    expect(customerFlagKind('billing')).toBe('billing');
    expect(customerFlagKind(' Billing ')).toBe('billing');
    expect(customerFlagKind('expired')).toBe('expiredCard');
    expect(customerFlagKind('expired_card')).toBe('expiredCard');
    expect(customerFlagKind('Card-Expired')).toBe('expiredCard');
  });

  it('leaves anything else to its label', () => {
    expect(customerFlagKind('id_verification')).toBe('other');
    expect(customerFlagKind('')).toBe('other');
  });
});

describe('customerFlagMeaning', () => {
  it('names the declined order and says what to do', () => {
    const meaning = customerFlagMeaning('billing', '100233');
    expect(meaning).toContain('order #100233');
    expect(meaning).toContain('Update your payment method');
  });

  it('explains a billing flag without an order, an expired card and an unknown notice', () => {
    expect(customerFlagMeaning('billing', null)).not.toContain('#');
    expect(customerFlagMeaning('billing', null)).toContain('payment method');
    expect(customerFlagMeaning('expiredCard', null)).toContain('expired');
    expect(customerFlagMeaning('other', null)).toContain('Contact support');
  });
});

describe('soonestShipment', () => {
  const sleep = { id: 'sleep', status: 'ACTIVE', nextShipDate: '2026-11-14' };
  const glp = { id: 'glp', status: 'active', nextShipDate: '2026-11-20' };

  it('picks the active subscription with the earliest date, whatever the order', () => {
    expect(soonestShipment([glp, sleep])).toBe(sleep);
    expect(soonestShipment([sleep, glp])).toBe(sleep);
  });

  it('ignores paused, cancelled and unscheduled subscriptions', () => {
    const paused = { id: 'paused', status: 'PAUSED', nextShipDate: '2026-11-01' };
    const cancelled = { id: 'cancelled', status: 'cancelled', nextShipDate: '2026-10-01' };
    const unscheduled = { id: 'unscheduled', status: 'ACTIVE', nextShipDate: null };
    expect(soonestShipment([paused, cancelled, unscheduled, glp])).toBe(glp);
    expect(soonestShipment([paused, cancelled, unscheduled])).toBeNull();
    expect(soonestShipment([])).toBeNull();
  });

  it('keeps the first listed on the same day', () => {
    const twin = { ...sleep, id: 'twin' };
    expect(soonestShipment([sleep, twin])).toBe(sleep);
    expect(soonestShipment([twin, sleep])).toBe(twin);
  });
});

describe('messageExcerpt', () => {
  it('keeps a short message whole, with its whitespace collapsed', () => {
    expect(messageExcerpt('  Thanks!\n\nSee you   soon. ')).toBe('Thanks! See you soon.');
  });

  it('cuts a long message at a word boundary with an ellipsis', () => {
    const body = `${'word '.repeat(60)}end`;
    const excerpt = messageExcerpt(body);
    expect(excerpt.length).toBeLessThanOrEqual(MESSAGE_EXCERPT_LENGTH);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(messageExcerpt('Yes, that combination is fine. Finish your visit.', 30)).toBe(
      'Yes, that combination is…',
    );
  });

  it('cuts one endless word mid-word rather than previewing nothing', () => {
    expect(messageExcerpt('a'.repeat(50), 20)).toBe(`${'a'.repeat(19)}…`);
  });
});
