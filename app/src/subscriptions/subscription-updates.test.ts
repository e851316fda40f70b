import { describe, expect, it } from 'vitest';
import type { SubscriptionFieldsFragment, SubscriptionsQuery } from '../gql/hooks.ts';
import {
  successToast,
  toActionResult,
  toSubscriptionView,
  toUpdateInput,
  withSubscription,
} from './subscription-updates.ts';

const sleep: SubscriptionFieldsFragment = {
  id: '7001',
  productName: 'Sleep Gummies',
  category: 'sleep',
  image: '/images/supp-sleep.webp',
  frequency: 'MONTHLY',
  frequencyText: 'One bottle a month subscription',
  priceCents: 1750,
  status: 'ACTIVE',
  nextShipDate: '2026-12-14',
  runsOutOn: '2026-12-21',
  frequencySwitch: { frequency: 'QUARTERLY', priceCents: 4500 },
};
const glp: SubscriptionFieldsFragment = {
  ...sleep,
  id: '7002',
  productName: 'Semaglutide Weight Programme 0.25 mg',
  frequencyText: 'Billed every month',
};

describe('toSubscriptionView', () => {
  it("speaks the domain's lower-case status", () => {
    expect(toSubscriptionView({ ...sleep, status: 'PAUSED' }).status).toBe('paused');
  });
});

describe('toUpdateInput', () => {
  it('sends each action only its own arguments, in GraphQL spelling', () => {
    expect(toUpdateInput({ subscriptionId: '7001', action: 'ship_now' })).toEqual({
      subscriptionId: '7001',
      action: 'SHIP_NOW',
    });
    expect(
      toUpdateInput({ subscriptionId: '7001', action: 'change_frequency', frequency: 'QUARTERLY' }),
    ).toEqual({
      subscriptionId: '7001',
      action: 'CHANGE_FREQUENCY',
      frequency: 'QUARTERLY',
    });
    expect(toUpdateInput({ subscriptionId: '7001', action: 'cancel', reason: 'too_much_product' })).toEqual({
      subscriptionId: '7001',
      action: 'CANCEL',
      reason: 'TOO_MUCH_PRODUCT',
    });
    expect(
      toUpdateInput({ subscriptionId: '7001', action: 'cancel', reason: 'other', note: 'Moving abroad' }),
    ).toMatchObject({ reason: 'OTHER', note: 'Moving abroad' });
  });
});

describe('toActionResult', () => {
  it('passes a payment problem on with its reason', () => {
    expect(
      toActionResult({
        ok: false,
        subscription: null,
        error: {
          message: 'Failed to update subscription.',
          code: 'PAYMENT',
          detail: 'Your card was declined.',
          fieldErrors: [],
        },
      }),
    ).toEqual({ ok: false, detail: 'Your card was declined.', paymentProblem: true });
  });

  it('counts an ok without a subscription as a failure', () => {
    expect(toActionResult({ ok: true, error: null, subscription: null })).toMatchObject({ ok: false });
    expect(toActionResult({ ok: true, error: null, subscription: sleep })).toEqual({ ok: true });
  });
});

describe('withSubscription', () => {
  it('replaces only the changed subscription, keeping the order', () => {
    const cached: SubscriptionsQuery = { subscriptions: [sleep, glp] };
    const paused = { ...sleep, status: 'PAUSED' as const };
    expect(withSubscription(cached, paused)?.subscriptions).toEqual([paused, glp]);
    expect(withSubscription(undefined, paused)).toBeUndefined();
  });
});

describe('successToast', () => {
  it('says what changed, with the new date or plan', () => {
    expect(successToast({ subscriptionId: '7001', action: 'skip' }, sleep)).toEqual({
      title: 'Shipment skipped',
      description: 'Your next Sleep Gummies shipment is on Dec 14, 2026.',
    });
    const quarterly = {
      ...sleep,
      frequency: 'QUARTERLY' as const,
      frequencyText: 'Three bottles every quarter subscription',
      priceCents: 4500,
    };
    expect(
      successToast({ subscriptionId: '7001', action: 'change_frequency', frequency: 'QUARTERLY' }, quarterly)
        .description,
    ).toBe('Sleep Gummies: Three bottles every quarter subscription, $45.00/quarterly.');
    // The plan's words are the gateway's: a treatment is billed, not bottled.
    expect(
      successToast({ subscriptionId: '7002', action: 'change_frequency', frequency: 'MONTHLY' }, glp)
        .description,
    ).toBe('Semaglutide Weight Programme 0.25 mg: Billed every month, $17.50/month.');
    expect(
      successToast({ subscriptionId: '7001', action: 'cancel', reason: 'side_effects' }, sleep).description,
    ).toContain('tell your doctor');
  });
});
