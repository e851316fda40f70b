import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  alexDashboard,
  caseyDashboard,
  jordanDashboard,
  samDashboard,
} from '../../../../../stories/fixtures/index.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  // Message times in UTC, so the stories read the same wherever they run.
  args: { timeZone: 'UTC' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function attentionOf(canvas: ReturnType<typeof within>) {
  return canvas.getByRole('region', { name: /Needs your attention/ });
}

/** /dashboard while its data is being fetched. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Home | Helmsman');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your dashboard…');
  },
};

/** /dashboard when nothing could be loaded; 'Try again' refetches. */
export const Error: Story = {
  args: { state: 'error', message: messages.genericV2Failure, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your dashboard");
    await expect(alert).toHaveTextContent(messages.genericV2Failure);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** /dashboard for a customer with nothing to attend to, no subscription and no messages yet (Sam). */
export const AllClear: Story = {
  args: { state: 'ready', ...samDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back, Sam.')).toBeVisible();
    const attention = attentionOf(canvas);
    await expect(within(attention).getByText("You're all set")).toBeVisible();
    await expect(within(attention).queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByText(/No shipments scheduled/)).toBeVisible();
    await expect(canvas.getByText(/No messages yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(canvas.getByRole('link', { name: 'Go to messages' })).toHaveAttribute('href', '/messages');
  },
};

/** /dashboard for the demo customer Alex: a declined payment, a visit to finish, a reply from the doctor. */
export const Typical: Story = {
  args: { state: 'ready', ...alexDashboard },
  play: async ({ canvas }) => {
    const attention = attentionOf(canvas);
    await expect(within(attention).queryByText("You're all set")).toBeNull();
    await expect(within(attention).getAllByRole('article')).toHaveLength(3);

    const billing = within(attention).getByRole('article', { name: 'Payment declined' });
    await expect(billing).toHaveTextContent('Your card was declined for order #100233');
    await expect(billing).toHaveTextContent('Oct 2, 2026');
    await expect(billing).toHaveTextContent('$17.50');
    await expect(within(billing).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
    await expect(within(billing).getByRole('link', { name: 'View order #100233' })).toHaveAttribute(
      'href',
      '/orders#100233',
    );

    const pending = within(attention).getByRole('article', {
      name: 'Finish your order for Sildenafil 50 mg',
    });
    await expect(pending.querySelector('[data-category-kind="ed"]')).not.toBeNull();
    await expect(
      within(pending).getByRole('link', { name: 'Finish order for Sildenafil 50 mg' }),
    ).toHaveAttribute('href', '/orders');

    const unread = within(attention).getByRole('article', { name: '1 new message from your doctor' });
    await expect(within(unread).getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/messages');

    const shipment = canvas.getByRole('region', { name: 'Next shipment' });
    await expect(shipment).toHaveTextContent('Sleep Gummies');
    await expect(shipment).toHaveTextContent('Ships Dec 14, 2026');

    const recent = canvas.getByRole('region', { name: 'Recent messages' });
    const items = within(recent).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Dr. Maya Lindqvist, MD');
    await expect(items[0]).toHaveTextContent('Oct 6, 11:30 AM');
    await expect(within(items[0] as HTMLElement).getByText('New')).toBeVisible();
    await expect(items[1]).toHaveTextContent(/^You/);
    await expect(within(items[1] as HTMLElement).queryByText('New')).toBeNull();
    // A long message is previewed, not shown whole.
    await expect(items[2]?.textContent).toMatch(/…$/);
    await expect(items[2]).not.toHaveTextContent('look at the timing together');
  },
};

/** /dashboard when the only thing wrong is a declined payment (Jordan). */
export const BillingProblemOnly: Story = {
  args: { state: 'ready', ...jordanDashboard },
  play: async ({ canvas }) => {
    const attention = attentionOf(canvas);
    await expect(within(attention).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Needs your attention1 item',
    );
    const [only, ...others] = within(attention).getAllByRole('article');
    await expect(others).toHaveLength(0);
    await expect(only).toHaveAttribute('data-attention', 'billing');
    await expect(
      within(only as HTMLElement).getByRole('link', { name: 'View order #100530' }),
    ).toHaveAttribute('href', '/orders#100530');
  },
};

/** /dashboard with every kind of item: billing problem, expired card, a care-team note, two visits, unread replies. */
export const ManyAttentionItems: Story = {
  args: { state: 'ready', ...caseyDashboard, onFinish: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const attention = attentionOf(canvas);
    const kinds = within(attention)
      .getAllByRole('article')
      .map((card) => card.getAttribute('data-attention'));
    await expect(kinds).toEqual(['billing', 'flag', 'flag', 'pending', 'pending', 'messages']);

    const expired = within(attention).getByRole('article', { name: 'Card expired' });
    await expect(expired).toHaveTextContent('The card on file has expired.');
    await expect(within(expired).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
    const note = within(attention).getByRole('article', { name: 'Photo ID needed' });
    await expect(within(note).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/supp',
    );

    // With onFinish, 'Finish' resumes the visit in place instead of linking to /orders.
    await userEvent.click(
      within(attention).getByRole('button', { name: 'Finish order for Hair Loss Treatment' }),
    );
    await expect(args.onFinish).toHaveBeenCalledWith('hair');
    await expect(
      within(attention).getByRole('article', { name: '3 new messages from your doctor' }),
    ).toBeVisible();

    const shipment = canvas.getByRole('region', { name: 'Next shipment' });
    await expect(shipment.querySelector('[data-category-kind="other"]')).not.toBeNull();
  },
};

/** /dashboard when the messages could not be loaded: no 'all set', since something may be hiding there. */
export const PartlyLoaded: Story = {
  args: { state: 'ready', ...samDashboard, unavailable: ['PENDING_ORDERS', 'MESSAGES'], onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent("We couldn't load your pending orders and messages just now");
    await expect(within(attentionOf(canvas)).queryByText("You're all set")).toBeNull();
    await expect(
      within(attentionOf(canvas)).getByText('Nothing we could check needs your attention.'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Recent messages' })).getByText(
        /couldn't load your messages/,
      ),
    ).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** /dashboard on a 360px phone: cards stack, nothing scrolls sideways. */
export const Mobile: Story = {
  args: { state: 'ready', ...caseyDashboard },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Payment declined' })).toBeVisible();
    const shipment = canvas.getByRole('region', { name: 'Next shipment' });
    const recent = canvas.getByRole('region', { name: 'Recent messages' });
    // One column: the messages come below the shipment, not beside it.
    await expect(recent.getBoundingClientRect().top).toBeGreaterThan(shipment.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
