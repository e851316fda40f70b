import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageStates } from './page-states.tsx';

type OrdersView =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; count: number };

/** A page's content slot: the switch between loading, error and the page's own content. */
function OrdersContent(props: OrdersView & { framed?: boolean }) {
  return (
    <PageStates
      of={props}
      subject="your orders"
      frame={
        props.framed ? (state, kind) => <section aria-label={`Frame (${kind})`}>{state}</section> : undefined
      }
    >
      {(ready) => <p>{ready.count} orders</p>}
    </PageStates>
  );
}

const meta = {
  title: 'Components/PageStates',
  component: OrdersContent,
} satisfies Meta<typeof OrdersContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any data page while it loads: the label names what is loading. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders…');
    await expect(canvas.queryByText(/orders$/)).toBeNull();
  },
};

/** Any data page whose load failed: the title names what failed, the message says why, Retry reloads. */
export const Error: Story = {
  args: { state: 'error', message: messages.genericV2Failure, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your orders");
    await expect(alert).toHaveTextContent(messages.genericV2Failure);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Loaded: the page's own content, from the props narrowed to its ready state. */
export const Typical: Story = {
  args: { state: 'ready', count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 orders')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Where a page puts its states in a frame of its own (the cart drawer's body): the frame holds them. */
export const Framed: Story = {
  args: { state: 'error', message: messages.genericV2Failure, framed: true },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Frame (error)' });
    await expect(frame).toContainElement(canvas.getByRole('alert'));
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
