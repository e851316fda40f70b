import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '#styled-system/css';
import { TitleBar } from './title-bar.tsx';

const meta = {
  title: 'Components/TitleBar',
  component: TitleBar,
  args: { title: 'Orders' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '4xl', p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TitleBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar every customer page starts with: 'title | brand'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Orders | Helmsman');
  },
};

/** With the optional subtitle and title link. */
export const WithSubtitleAndLink: Story = {
  args: {
    title: 'Subscriptions',
    subtitle: 'Change what you get and how often.',
    link: { href: '/orders', label: 'View orders' },
  },
};
