import { addDays, frequencyText, nextShipDateAfterSkip, runsOutOn } from '@helmsman/domain';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { subscriptionsToday } from '../../../../../stories/fixtures/index.ts';
import { animationsSettled } from '../../../../../stories/src/animations.ts';
import { SubscriptionsScreen, type SubscriptionsScreenProps } from './subscriptions-screen.tsx';
import type { SubscriptionActionResult, SubscriptionRequest, SubscriptionView } from './types.ts';

/** An action the app sends and that goes through. */
export const succeed = () =>
  fn(async (_request: SubscriptionRequest): Promise<SubscriptionActionResult> => ({ ok: true }));

/** A subscription's card, by its product name. */
export const cardOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('article', { name });
/** Card buttons carry the product name for screen readers after their visible label. */
export const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('button', { name: new RegExp(`^${label}`) });
export const queryButtonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByRole('button', { name: new RegExp(`^${label}`) });
export const findDialog = (name: string) => screen.findByRole('dialog', { name });
export const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

/**
 * The dialog has finished opening: its animation has ended and Ark has moved the focus into it. Before
 * that, Ark's initial focus can land after (and undo) the focus a play function's own steps moved.
 */
export async function dialogSettled(dialog: HTMLElement): Promise<void> {
  await animationsSettled();
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}

/**
 * The screen with data that follows each change, as the app's cache does after a mutation: the
 * legacy rules applied to the fixtures.
 */
export function LiveSubscriptions(args: SubscriptionsScreenProps) {
  const initial = args.state === 'ready' ? args.subscriptions : [];
  const [subscriptions, setSubscriptions] = useState(initial);
  const today = args.today ?? subscriptionsToday;
  const onAction = async (request: SubscriptionRequest): Promise<SubscriptionActionResult> => {
    setSubscriptions((current) =>
      current.map((subscription) =>
        subscription.id === request.subscriptionId ? applyChange(subscription, request, today) : subscription,
      ),
    );
    return { ok: true };
  };
  return <SubscriptionsScreen {...args} state="ready" subscriptions={subscriptions} onAction={onAction} />;
}

function applyChange(view: SubscriptionView, request: SubscriptionRequest, today: string): SubscriptionView {
  const withDates = (next: Partial<SubscriptionView>): SubscriptionView => {
    const changed = { ...view, ...next };
    return { ...changed, runsOutOn: runsOutOn(changed) };
  };
  switch (request.action) {
    case 'skip':
      return withDates({ nextShipDate: nextShipDateAfterSkip(view, today) });
    case 'pause':
      return withDates({ status: 'paused' });
    case 'resume':
      return withDates({ status: 'active' });
    case 'cancel':
      return withDates({ status: 'cancelled', nextShipDate: null });
    case 'reactivate':
      return withDates({ status: 'active', nextShipDate: addDays(today, 1) });
    case 'ship_now':
      return withDates({ nextShipDate: nextShipDateAfterSkip({ ...view, nextShipDate: today }, today) });
    case 'change_frequency': {
      const target = view.frequencySwitch;
      if (!target) return view;
      // Only the gummies have another frequency to switch to: their bottle wording.
      return withDates({
        frequency: target.frequency,
        frequencyText: frequencyText(target.frequency),
        priceCents: target.priceCents,
        frequencySwitch: { frequency: view.frequency, priceCents: view.priceCents },
      });
    }
  }
}
