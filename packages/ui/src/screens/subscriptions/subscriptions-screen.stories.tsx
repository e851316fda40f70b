import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  alexPausedSleepSubscription,
  alexSkyGlpSubscription,
  alexSleepSubscription,
  alexSubscriptions,
  raviCancelledBiotinSubscription,
  subscriptionsToday,
} from '../../../../../stories/fixtures/index.ts';
import { animationsSettled } from '../../../../../stories/src/animations.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import {
  buttonIn,
  cardOf,
  dialogClosed,
  dialogSettled,
  findDialog,
  LiveSubscriptions,
  queryButtonIn,
  succeed,
} from './subscriptions-screen.fixtures.tsx';
import { SubscriptionsScreen } from './subscriptions-screen.tsx';
import type { SubscriptionActionResult } from './types.ts';

const meta = {
  title: 'Screens/Subscriptions',
  component: SubscriptionsScreen,
  args: { state: 'ready', subscriptions: alexSubscriptions, today: subscriptionsToday },
} satisfies Meta<typeof SubscriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /subscriptions while the subscriptions are being fetched. */
export const Loading: Story = loadingStory('Loading your subscriptions…');

/** /subscriptions when they could not be fetched; 'Try again' refetches. */
export const Error: Story = errorStory();

/** /subscriptions for a customer who has never subscribed. */
export const Empty: Story = {
  args: { state: 'ready', subscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible();
    await expect(
      canvas.getByText(/one bottle a month for \$17\.50, or three every quarter for \$45\.00/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
  },
};

/** Alex: Sleep Gummies monthly and the SKY GLP programme, both active; skipping is one press. */
export const Typical: Story = {
  args: { onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await expect(sleep).toHaveTextContent('One bottle a month subscription');
    await expect(sleep).toHaveTextContent('$17.50/month');
    await expect(sleep).toHaveTextContent('Next shipmentDec 14, 2026');
    await expect(sleep).toHaveTextContent('Runs out onDec 21, 2026 (estimate)');
    await expect(within(sleep).getByText('Active')).toBeVisible();
    await expect(sleep.querySelector('[data-category-kind="sleep"]')).not.toBeNull();
    for (const label of [
      'Skip next shipment',
      'Ship now',
      'Change frequency',
      'Pause subscription',
      'Cancel subscription',
    ]) {
      await expect(buttonIn(sleep, label)).toBeVisible();
    }
    // Names tell the cards' buttons apart for screen readers.
    await expect(buttonIn(sleep, 'Skip next shipment')).toHaveAccessibleName(
      'Skip next shipment (Sleep Gummies)',
    );

    const glp = cardOf(canvasElement, 'Semaglutide Weight Programme 0.25 mg');
    await expect(glp).toHaveTextContent('Billed every month');
    await expect(glp).toHaveTextContent('$299.00/month');
    await expect(glp.querySelector('[data-category-kind="other"]')).not.toBeNull();
    // Sold monthly only: nothing to switch to.
    await expect(queryButtonIn(glp, 'Change frequency')).toBeNull();

    await userEvent.click(buttonIn(sleep, 'Skip next shipment'));
    await expect(args.onAction).toHaveBeenCalledWith({ subscriptionId: '7001', action: 'skip' });
  },
};

/** A quarterly subscription: three bottles, priced per quarter. */
export const Quarterly: Story = {
  args: {
    subscriptions: [
      {
        ...alexSleepSubscription,
        frequency: 'QUARTERLY',
        frequencyText: 'Three bottles every quarter subscription',
        priceCents: 4500,
        frequencySwitch: { frequency: 'MONTHLY', priceCents: 1750 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await expect(sleep).toHaveTextContent('Three bottles every quarter subscription');
    await expect(sleep).toHaveTextContent('$45.00/quarterly');
    // Read-only without onAction.
    await expect(within(sleep).queryByRole('button')).toBeNull();
  },
};

/**
 * Alex's SKY GLP programme, a treatment an online visit prescribed: billed every month, not bottles;
 * no other frequency to switch to, so cancelling never offers the gummies' quarterly bottles.
 */
export const Treatment: Story = {
  args: { subscriptions: [alexSkyGlpSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent }) => {
    const name = 'Semaglutide Weight Programme 0.25 mg';
    const glp = cardOf(canvasElement, name);
    await expect(glp).toHaveTextContent('Billed every month');
    await expect(glp).toHaveTextContent('$299.00/month');
    await expect(glp).not.toHaveTextContent(/bottle/i);
    await expect(queryButtonIn(glp, 'Change frequency')).toBeNull();

    await userEvent.click(buttonIn(glp, 'Cancel subscription'));
    const dialog = await findDialog(`Cancel ${name}?`);
    await dialogSettled(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    const offer = within(dialog).getByRole('region', { name: 'Take a break instead' });
    await expect(offer).not.toHaveTextContent(/bottle/i);
    await expect(within(offer).queryByRole('button', { name: 'Switch to quarterly' })).toBeNull();
    await expect(within(offer).getByRole('button', { name: 'Pause instead' })).toBeVisible();
  },
};

/** A paused subscription: nothing ships; the notice says when the supply runs out; Resume comes first. */
export const Paused: Story = {
  args: { subscriptions: [alexPausedSleepSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await expect(within(sleep).getByText('Paused', { selector: 'span' })).toBeVisible();
    await expect(sleep).toHaveTextContent(
      "Nothing ships and nothing is charged until you resume. Resume by Dec 21, 2026 so you don't run out.",
    );
    await expect(sleep).toHaveTextContent('Next shipmentWhen you resume');
    await expect(queryButtonIn(sleep, 'Skip next shipment')).toBeNull();
    await expect(queryButtonIn(sleep, 'Pause subscription')).toBeNull();
    await expect(buttonIn(sleep, 'Change frequency')).toBeVisible();
    await userEvent.click(buttonIn(sleep, 'Resume subscription'));
    await expect(args.onAction).toHaveBeenCalledWith({ subscriptionId: '7001', action: 'resume' });
  },
};

/** Paused for so long the supply ran out: the estimate says so, and there is no date to resume by. */
export const PausedAndRanOut: Story = {
  args: { subscriptions: [alexPausedSleepSubscription], today: '2026-12-25' },
  play: async ({ canvasElement }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await expect(sleep).toHaveTextContent('Ran out onDec 21, 2026 (estimate)');
    await expect(sleep).not.toHaveTextContent('Resume by');
  },
};

/** A cancelled subscription: no schedule, only Reactivate. Without a product photo, the category icon shows. */
export const Cancelled: Story = {
  args: { subscriptions: [raviCancelledBiotinSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    const biotin = cardOf(canvasElement, 'Biotin Gummies');
    await expect(biotin).toHaveTextContent('This subscription is cancelled.');
    await expect(biotin).not.toHaveTextContent('Next shipment');
    await expect(biotin.querySelectorAll('[data-category-kind="hair"]')).toHaveLength(2);
    await expect(within(biotin).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(buttonIn(biotin, 'Reactivate subscription'));
    await expect(args.onAction).toHaveBeenCalledWith({ subscriptionId: '7005', action: 'reactivate' });
  },
};

/** Cancel asks why, and first offers a skip or a pause; "too expensive" also offers the cheaper quarterly plan. */
export const CancelDialog: Story = {
  args: { subscriptions: [alexSleepSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(buttonIn(cardOf(canvasElement, 'Sleep Gummies'), 'Cancel subscription'));
    const dialog = await findDialog('Cancel Sleep Gummies?');
    await dialogSettled(dialog);
    const offer = within(dialog).getByRole('region', { name: 'Take a break instead' });
    await expect(offer).toHaveTextContent('Your next shipment moves to Jan 14, 2027.');
    await expect(within(offer).getByRole('button', { name: 'Skip next shipment instead' })).toBeVisible();
    await expect(within(offer).getByRole('button', { name: 'Pause instead' })).toBeVisible();

    const reasons = within(dialog).getByRole('group', { name: 'Why are you cancelling?' });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(7);

    // No reason chosen: nothing is sent, the question says why and takes focus.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await expect(reasons).toHaveAccessibleDescription('Choose a reason to continue.');
    await waitFor(() => expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.click(within(reasons).getByRole('radio', { name: 'It is too expensive' }));
    await expect(reasons).not.toHaveAccessibleDescription();
    await expect(offer).toHaveTextContent(
      'Three bottles every quarter cost $45.00: you save $7.50 every quarter.',
    );
    await expect(within(offer).getByRole('button', { name: 'Switch to quarterly' })).toBeVisible();
  },
};

/** Cancelling with "Other reason": the customer's words are required and sent; the dialog closes when done. */
export const CancelWithReason: Story = {
  args: { subscriptions: [alexSleepSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    const opener = buttonIn(cardOf(canvasElement, 'Sleep Gummies'), 'Cancel subscription');
    await userEvent.click(opener);
    const dialog = await findDialog('Cancel Sleep Gummies?');
    await dialogSettled(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other reason' }));
    const submit = within(dialog).getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(submit);
    const note = within(dialog).getByRole('textbox', { name: 'Tell us more' });
    await expect(note).toHaveAccessibleDescription('Tell us the reason in a few words.');
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.type(note, '  Moving abroad ');
    await userEvent.click(submit);
    await expect(args.onAction).toHaveBeenCalledWith({
      subscriptionId: '7001',
      action: 'cancel',
      reason: 'other',
      note: 'Moving abroad',
    });
    await dialogClosed();
    // Ark's focus trap hands focus back in a task of its own.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The retention offer taken: pausing from the cancel dialog pauses instead of cancelling. */
export const CancelTurnedIntoPause: Story = {
  args: { subscriptions: [alexSleepSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(buttonIn(cardOf(canvasElement, 'Sleep Gummies'), 'Cancel subscription'));
    const dialog = await findDialog('Cancel Sleep Gummies?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause instead' }));
    await expect(args.onAction).toHaveBeenCalledWith({ subscriptionId: '7001', action: 'pause' });
    await expect(args.onAction).toHaveBeenCalledOnce();
    await dialogClosed();
  },
};

/** Cancelling a paused subscription: the offer is to keep it paused. */
export const CancelWhilePaused: Story = {
  args: { subscriptions: [alexPausedSleepSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(buttonIn(cardOf(canvasElement, 'Sleep Gummies'), 'Cancel subscription'));
    const dialog = await findDialog('Cancel Sleep Gummies?');
    await expect(within(dialog).queryByRole('button', { name: 'Pause instead' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it paused' }));
    await dialogClosed();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Change frequency: both plans with their texts and prices, the other one chosen to start with. */
export const FrequencyChange: Story = {
  args: { subscriptions: [alexSleepSubscription], onAction: succeed() },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(buttonIn(cardOf(canvasElement, 'Sleep Gummies'), 'Change frequency'));
    const dialog = await findDialog('How often should Sleep Gummies ship?');
    await expect(dialog).toHaveAccessibleDescription(
      'Your next shipment stays on Dec 14, 2026; the new frequency counts from there.',
    );
    const monthly = within(dialog).getByRole('radio', {
      name: /^One bottle a month subscription \(current\)/,
    });
    const quarterly = within(dialog).getByRole('radio', {
      name: /^Three bottles every quarter subscription/,
    });
    await expect(monthly).not.toBeChecked();
    await expect(quarterly).toBeChecked();
    await expect(dialog).toHaveTextContent('$17.50/month');
    await expect(dialog).toHaveTextContent('$45.00/quarterly, saves $7.50 every quarter');
  },
};

/** The new frequency saved: the card shows the quarterly plan and price. */
export const FrequencyChanged: Story = {
  args: { subscriptions: [alexSleepSubscription] },
  render: (args) => <LiveSubscriptions {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await userEvent.click(buttonIn(sleep, 'Change frequency'));
    const dialog = await findDialog('How often should Sleep Gummies ship?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save frequency' }));
    await dialogClosed();
    await expect(sleep).toHaveTextContent('Three bottles every quarter subscription');
    await expect(sleep).toHaveTextContent('$45.00/quarterly');
  },
};

/** While a change is saved: its button is busy, the card's other buttons wait. */
export const ActionPending: Story = {
  args: { subscriptions: [alexSleepSubscription], onAction: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, userEvent }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await userEvent.click(buttonIn(sleep, 'Skip next shipment'));
    const busy = buttonIn(sleep, 'Skipping…');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(sleep).toHaveAttribute('aria-busy', 'true');
    await expect(buttonIn(sleep, 'Pause subscription')).toBeDisabled();
    await expect(buttonIn(sleep, 'Ship now')).toBeDisabled();
  },
};

/** A change that fails, whatever the reason: 'Failed to update subscription.' on the card, and a retry works. */
export const ActionFailed: Story = {
  args: {
    subscriptions: [alexSleepSubscription],
    onAction: fn(async (): Promise<SubscriptionActionResult> => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await userEvent.click(buttonIn(sleep, 'Pause subscription'));
    await expect(args.onAction).toHaveBeenCalledWith({ subscriptionId: '7001', action: 'pause' });
    const alert = await within(sleep).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.failedUpdateSubscription);
    await expect(alert).toHaveTextContent('Nothing was changed. Please try again.');
    await expect(buttonIn(sleep, 'Pause subscription')).toBeEnabled();
  },
};

/** Ship now with a card that declines (alex's): the dialog stays, says why, and links to the payment method. */
export const ShipNowDeclined: Story = {
  args: {
    subscriptions: [alexSleepSubscription],
    onAction: fn(
      async (): Promise<SubscriptionActionResult> => ({
        ok: false,
        detail: 'Your card was declined.',
        paymentProblem: true,
      }),
    ),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(buttonIn(cardOf(canvasElement, 'Sleep Gummies'), 'Ship now'));
    const dialog = await findDialog('Ship Sleep Gummies now?');
    await expect(dialog).toHaveAccessibleDescription(
      "We'll charge $17.50 to your card on file and ship today. After that, shipments continue every month from today.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship now' }));
    await expect(args.onAction).toHaveBeenCalledWith({ subscriptionId: '7001', action: 'ship_now' });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.failedUpdateSubscription);
    await expect(alert).toHaveTextContent('Your card was declined.');
    await expect(within(alert).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
  },
};

/** Pause, then resume, on a page whose data follows each change; focus stays on the card. */
export const PauseAndResume: Story = {
  args: { subscriptions: [alexSleepSubscription] },
  render: (args) => <LiveSubscriptions {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await userEvent.click(buttonIn(sleep, 'Skip next shipment'));
    await waitFor(() => expect(sleep).toHaveTextContent('Next shipmentJan 14, 2027'));
    await expect(sleep).toHaveTextContent('Runs out onJan 21, 2027');

    await userEvent.click(buttonIn(sleep, 'Pause subscription'));
    await waitFor(() => expect(within(sleep).getByText('Paused', { selector: 'span' })).toBeVisible());
    // The pressed button is gone: focus moves to the card's title rather than the page's start.
    await waitFor(() => expect(within(sleep).getByRole('heading', { name: 'Sleep Gummies' })).toHaveFocus());

    await userEvent.click(buttonIn(sleep, 'Resume subscription'));
    await waitFor(() => expect(within(sleep).getByText('Active')).toBeVisible());
    await expect(sleep).toHaveTextContent('Next shipmentJan 14, 2027');
  },
};

/** /subscriptions on a 360px phone: cards and buttons wrap, the cancel dialog is a full-width sheet. */
export const Mobile: Story = {
  args: { onAction: succeed() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const sleep = cardOf(canvasElement, 'Sleep Gummies');
    await expect(sleep).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(buttonIn(sleep, 'Cancel subscription'));
    const dialog = await findDialog('Cancel Sleep Gummies?');
    await animationsSettled();
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};
