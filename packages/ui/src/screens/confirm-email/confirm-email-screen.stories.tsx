import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConfirmEmailScreen } from './confirm-email-screen.tsx';

const meta = {
  title: 'Screens/ConfirmEmail',
  component: ConfirmEmailScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'confirming' },
} satisfies Meta<typeof ConfirmEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /confirm-email?id=… while the link's token is being checked. */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your e-mail');
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your new e-mail address…');
  },
};

/** /confirm-email after the link worked: the new address is the login now. */
export const Confirmed: Story = {
  args: { state: 'confirmed', email: 'alex.new@helmsman.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'From now on you log in with alex.new@helmsman.test',
    );
    await expect(canvas.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  },
};

/** /confirm-email with a link that expired or was already used: the server's message, nothing changed. */
export const LinkExpired: Story = {
  args: { state: 'failed', message: 'This confirmation link has expired or was already used.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This confirmation link has expired or was already used.',
    );
    await expect(canvas.getByText(/Your e-mail address has not changed/)).toBeVisible();
  },
};

/** The same on a phone, where such links are usually opened. */
export const Mobile: Story = {
  args: { state: 'confirmed', email: 'alex.new@helmsman.test' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to your account' })).toBeVisible();
  },
};
