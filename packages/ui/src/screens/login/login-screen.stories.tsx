import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { alexLogin } from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { LoginScreen } from './login-screen.tsx';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: { onSubmit: fn(async (): Promise<SubmitResult> => undefined) },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login as an anonymous visitor first sees it. */
export const Default: Story = {};

/** /login after 'Log in' with nothing typed, then a mistyped e-mail: the schema's messages under each field. */
export const WithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    const email = canvas.getByLabelText('Email');
    // Focus moves to the first field to fix, and the error is read with it.
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');

    await userEvent.type(email, 'alex@');
    await expect(await canvas.findByText('Invalid Email')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Invalid Email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** /login after a valid submit, while the gateway checks the credentials (the button is busy). */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), `  ${alexLogin.email} `);
    await userEvent.type(canvas.getByLabelText('Password'), alexLogin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    // The app receives clean values: e-mail trimmed, password exactly as typed.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: alexLogin.email,
      password: alexLogin.password,
    });
    const button = await canvas.findByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while busy sends nothing.
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** /login when the gateway answers that the credentials are wrong: an alert, and nothing typed is lost. */
export const WithServerError: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult> => ({ formError: messages.invalidCredentials })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), alexLogin.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The e-mail or password is incorrect.');
    await expect(canvas.getByLabelText('Email')).toHaveValue(alexLogin.email);
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-my-password');
    await expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * /login after 5 failed attempts at one account: the gateway answers RATE_LIMITED, and the form shows
 * its message, which says when to try again (issue 11).
 */
export const TooManyAttempts: Story = {
  args: {
    onSubmit: fn(
      async (): Promise<SubmitResult> => ({
        formError: 'Too many attempts. Please try again in 30 seconds.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), alexLogin.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'Valhalla1');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    await expect(canvas.getByLabelText('Email')).toHaveValue(alexLogin.email);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

/** /login after a customer page redirected here because the session ended. */
export const WithSessionExpired: Story = {
  args: { notice: messages.sessionExpired, initialValues: { email: alexLogin.email } },
};

/** /login on a 360px phone: the brand panel gives way, the form fills the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
