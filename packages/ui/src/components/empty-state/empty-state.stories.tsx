import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '#styled-system/css';
import { PackageOpenIcon } from '../../icons/index.ts';
import { Button } from '../button/index.ts';
import { EmptyState } from './index.ts';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState.Root,
  decorators: [
    (Story) => (
      <div className={css({ maxW: '2xl', p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing in it yet, and the way to fill it. */
export const Default: Story = {
  render: (args) => (
    <EmptyState.Root {...args}>
      <EmptyState.Indicator>
        <PackageOpenIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No subscriptions yet</EmptyState.Title>
      <EmptyState.Description>
        Subscribe to a product and it is delivered every month or quarter.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <a href="/">Browse products</a>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  ),
};
