import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '#styled-system/css';
import { Button } from '../button/index.ts';
import { InlineMessage } from './inline-message.tsx';

const meta = {
  title: 'Components/InlineMessage',
  component: InlineMessage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'xl', p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed request, with a way to try again (announced as an alert). */
export const ErrorWithAction: Story = {
  args: {
    status: 'error',
    title: "We couldn't load your orders",
    children: 'An error occurred, please try again later.',
    actions: (
      <Button variant="outline" size="sm">
        Try again
      </Button>
    ),
  },
};

/** Every status, as plain page content (not announced). */
export const Statuses: Story = {
  render: () => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <InlineMessage live="none" status="info" title="Heads up">
        Your next shipment leaves on Oct 2, 2026.
      </InlineMessage>
      <InlineMessage live="none" status="success" title="Account update">
        Account updated successfully
      </InlineMessage>
      <InlineMessage live="none" status="warning">
        Your card expires this month.
      </InlineMessage>
      <InlineMessage live="none" status="error">
        Something went wrong.
      </InlineMessage>
    </div>
  ),
};
