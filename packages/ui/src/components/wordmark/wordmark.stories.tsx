import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '#styled-system/css';
import { Wordmark } from './wordmark.tsx';

const meta = {
  title: 'Components/Wordmark',
  component: Wordmark,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo on anonymous pages, linking home. */
export const Default: Story = { args: { href: '/' } };

/** A larger logo without a link, for a brand panel or an e-mail preview. */
export const Large: Story = { args: { size: 'lg' } };
