import type { ResetRequestValues, UpdatePasswordValues } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { alexLogin } from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { PasswordResetScreen, type ResetRequestResult } from './password-reset-screen.tsx';

const meta = {
  title: 'Screens/PasswordReset',
  component: PasswordResetScreen,
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => {});

const requestArgs = {
  mode: 'request' as const,
  onRequest: fn(async (): Promise<ResetRequestResult> => 'sent'),
};
const newPassword = 'N0rthStar!';

/** /reset-password as an anonymous visitor opens it from 'Forgot password?'. */
export const Request: Story = {
  args: requestArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(
      canvas.getByText("Enter the email address and we'll email you a link to reset your password."),
    ).toBeVisible();
    await expect(canvas.getByLabelText('E-MAIL')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    // The brand logo leads home (spec section 2).
    await expect(canvas.getByRole('link', { name: 'Helmsman home' })).toHaveAttribute('href', '/');
  },
};

/** /reset-password after 'Send reset link' with nothing typed, then a mistyped address. */
export const RequestWithValidationErrors: Story = {
  args: requestArgs,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const email = canvas.getByLabelText('E-MAIL');
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Email is required');

    await userEvent.type(email, 'alex@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Invalid Email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    if (args.mode === 'request') await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** /reset-password while the request is on its way: the button is busy and cannot send twice. */
export const RequestSubmitting: Story = {
  args: { ...requestArgs, onRequest: fn(() => never<ResetRequestResult>()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('E-MAIL'), ` ${alexLogin.email} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    if (args.mode !== 'request') return;
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledOnce());
    await expect(args.onRequest).toHaveBeenCalledWith({
      email: alexLogin.email,
    } satisfies ResetRequestValues);
    const button = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledOnce();
  },
};

/**
 * /reset-password after the request was accepted (HTTP 200): the app shows the
 * 'If an account under that email address is found…' toast, and the form is empty again.
 */
export const RequestSent: Story = {
  args: requestArgs,
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText('E-MAIL');
    await userEvent.type(email, alexLogin.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    if (args.mode === 'request') await waitFor(() => expect(args.onRequest).toHaveBeenCalledOnce());
    await waitFor(() => expect(email).toHaveValue(''));
    // Cleared like a fresh form: no 'required' error for the field it just emptied.
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).not.toHaveAttribute('aria-busy');
  },
};

/** /reset-password when the request failed: the app shows 'Something went wrong.'; the e-mail stays for a retry. */
export const RequestFailed: Story = {
  args: { ...requestArgs, onRequest: fn(async (): Promise<ResetRequestResult> => undefined) },
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText('E-MAIL');
    await userEvent.type(email, alexLogin.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    if (args.mode === 'request') await waitFor(() => expect(args.onRequest).toHaveBeenCalledOnce());
    // The submission settles once the answer has come back, after the press.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send reset link' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(email).toHaveValue(alexLogin.email);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** /reset-password on a 360px phone: the card fills the width, nothing scrolls sideways. */
export const RequestMobile: Story = {
  args: requestArgs,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send reset link' });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const updateArgs = {
  mode: 'update' as const,
  onUpdate: fn(async (): Promise<SubmitResult> => undefined),
};

/** /reset-password?id=<token> from the e-mailed link: choose a new password. */
export const Update: Story = {
  args: updateArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Update Password' })).toBeVisible();
    await expect(canvas.getByLabelText('PASSWORD')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('CONFIRM PASSWORD')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeVisible();
  },
};

/** /reset-password?id=… after 'Update Password' with nothing typed, then a confirmation that differs. */
export const UpdateWithValidationErrors: Story = {
  args: updateArgs,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(await canvas.findByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Password confirm is required')).toBeVisible();
    await expect(canvas.getByLabelText('PASSWORD')).toHaveFocus();

    await userEvent.type(canvas.getByLabelText('PASSWORD'), newPassword);
    await userEvent.type(canvas.getByLabelText('CONFIRM PASSWORD'), 'N0rthStar?');
    await userEvent.tab();
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByLabelText('CONFIRM PASSWORD')).toHaveAccessibleDescription(
      'Passwords must match',
    );
    await expect(canvas.queryByText('Password is required')).toBeNull();
    if (args.mode === 'update') await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** /reset-password?id=… while the new password is saved; on success the app goes to /login. */
export const UpdateSubmitting: Story = {
  args: { ...updateArgs, onUpdate: fn(() => never<SubmitResult>()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('PASSWORD'), newPassword);
    await userEvent.type(canvas.getByLabelText('CONFIRM PASSWORD'), newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    if (args.mode !== 'update') return;
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledOnce());
    await expect(args.onUpdate).toHaveBeenCalledWith({
      password: newPassword,
      passwordConfirm: newPassword,
    } satisfies UpdatePasswordValues);
    await expect(await canvas.findByRole('button', { name: 'Updating…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** /reset-password?id=… when the server refuses (e.g. an expired link): its message shows under the form. */
export const UpdateWithServerError: Story = {
  args: {
    ...updateArgs,
    onUpdate: fn(
      async (): Promise<SubmitResult> => ({
        formError: 'This reset link has expired. Please request a new one.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('PASSWORD'), newPassword);
    await userEvent.type(canvas.getByLabelText('CONFIRM PASSWORD'), newPassword);
    const button = canvas.getByRole('button', { name: 'Update Password' });
    await userEvent.click(button);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This reset link has expired. Please request a new one.');
    // Under the form: after the button in reading order and below it on screen.
    await expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByLabelText('PASSWORD')).toHaveValue(newPassword);
  },
};
