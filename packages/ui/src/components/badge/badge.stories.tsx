import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '#styled-system/css';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Shipped' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, as order and subscription statuses use them. */
export const Tones: Story = {
  render: () => (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', p: '6' })}>
      <Badge tone="neutral">Shipped</Badge>
      <Badge tone="accent">New</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="info">Processing</Badge>
      <Badge tone="warning">Paused</Badge>
      <Badge tone="danger">Declined</Badge>
    </div>
  ),
};
