import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { alexLogin } from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { LoginSlider } from './login-slider.tsx';

const meta = {
  title: 'Screens/LoginSlider',
  component: LoginSlider,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<SubmitResult> => undefined),
  },
} satisfies Meta<typeof LoginSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const findSlider = () => screen.findByRole('dialog', { name: 'Log in to your account' });

/** 'Log in' pressed in the shop's header: the slider over the page, focus in it; Escape and X ask to close. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const slider = await findSlider();
    await expect(within(slider).getByLabelText('Email')).toBeVisible();
    await expect(within(slider).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(slider).getByRole('button', { name: 'Close login' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Before 'Log in' is pressed, or after a login: nothing over the page. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** 'Log in' with nothing typed: the login form's rules in the slider too, focus on the first field to fix. */
export const WithValidationErrors: Story = {
  play: async ({ args, userEvent }) => {
    const slider = await findSlider();
    await userEvent.click(within(slider).getByRole('button', { name: 'Log in' }));
    const email = within(slider).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expect(within(slider).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the gateway checks the credentials: the button is busy, and the app gets clean values. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ args, userEvent }) => {
    const slider = await findSlider();
    await userEvent.type(within(slider).getByLabelText('Email'), ` ${alexLogin.email} `);
    await userEvent.type(within(slider).getByLabelText('Password'), alexLogin.password);
    await userEvent.click(within(slider).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: alexLogin.email, password: alexLogin.password }),
    );
    await expect(await within(slider).findByRole('button', { name: 'Logging in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Wrong credentials: the message in the slider, what was typed kept (spec section 4: logged out). */
export const WithError: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult> => ({ formError: messages.invalidCredentials })) },
  play: async ({ userEvent }) => {
    const slider = await findSlider();
    await userEvent.type(within(slider).getByLabelText('Email'), alexLogin.email);
    await userEvent.type(within(slider).getByLabelText('Password'), 'not-my-password');
    await userEvent.click(within(slider).getByRole('button', { name: 'Log in' }));
    await expect(await within(slider).findByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    await expect(within(slider).getByLabelText('Email')).toHaveValue(alexLogin.email);
  },
};

/** On a phone: the slider takes the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async () => {
    const slider = await findSlider();
    await expect(getComputedStyle(slider).width).toBe('360px');
    await expect(within(slider).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
