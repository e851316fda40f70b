import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '#styled-system/css';
import { Link } from './link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/reset-password', children: 'Forgot password?' },
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link inside running text: underlined, so colour is not the only cue. */
export const Inline: Story = {
  render: (args) => (
    <p>
      Questions about your order?{' '}
      <Link {...args} href="/supp">
        Contact support
      </Link>{' '}
      any time.
    </p>
  ),
};

/** A link on its own line, e.g. 'Forgot password?'. */
export const Standalone: Story = { args: { variant: 'standalone' } };

/** A link to another site: new tab, icon, and a note for screen readers. */
export const External: Story = {
  args: { href: 'https://tools.usps.com/', external: true, children: 'Track with USPS' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Track with USPS (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
