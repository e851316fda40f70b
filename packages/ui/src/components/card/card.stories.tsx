import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '#styled-system/css';
import { Button } from '../button/index.ts';
import { Card } from './index.ts';

const meta = {
  title: 'Components/Card',
  component: Card.Root,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'lg', p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A surface with a title, text and actions, as subscriptions and account sections use it. */
export const Default: Story = {
  render: (args) => (
    <Card.Root {...args}>
      <Card.Header>
        <Card.Title>Sleep Gummies</Card.Title>
        <Card.Description>One bottle a month subscription · $17.50/month</Card.Description>
      </Card.Header>
      <Card.Body>Your next bottle ships on Oct 2, 2026.</Card.Body>
      <Card.Footer>
        <Button size="sm">Manage</Button>
        <Button size="sm" variant="ghost">
          Skip a month
        </Button>
      </Card.Footer>
    </Card.Root>
  ),
};
