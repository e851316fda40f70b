import type { SignupValues } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { SubmitResult } from '../../forms/index.ts';
import { VisitAccountScreen } from './visit-account-screen.tsx';

const meta = {
  title: 'Screens/VisitAccount',
  component: VisitAccountScreen,
  args: {
    category: 'ed',
    backHref: '/visit/ed',
    onSignUp: fn(async (): Promise<SubmitResult> => undefined),
    onLogIn: fn(),
  },
} satisfies Meta<typeof VisitAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /visit/ed/account for an eligible visitor: the checkout's inline sign-up, or 'Log in' to the slider. */
export const SignUp: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/visit/ed');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();

    await userEvent.type(await canvas.findByLabelText('Email'), 'pat.lee@example.com');
    await userEvent.type(canvas.getByLabelText('First name'), 'Pat');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lee');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith({
        email: 'pat.lee@example.com',
        first_name: 'Pat',
        last_name: 'Lee',
        password: 'secret12',
        consent: true,
      } satisfies SignupValues),
    );
  },
};

/** Sent empty: 'Field required' and the consent's message of spec section 5. */
export const WithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account and continue' }));
    await waitFor(() => expect(canvas.getAllByText('Field required')).toHaveLength(3));
    await expect(canvas.getByText('Continue your online visit by checking the box above')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a password more than 6')).toBeVisible();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** The e-mail has an account already: the refusal under the field. */
export const EmailTaken: Story = {
  args: {
    onSignUp: fn(
      async (): Promise<SubmitResult> => ({
        fieldErrors: { email: 'An account with this e-mail already exists.' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'alex@helmsman.test');
    await userEvent.type(canvas.getByLabelText('First name'), 'Alex');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Berg');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and continue' }));
    await expect(await canvas.findByText('An account with this e-mail already exists.')).toBeVisible();
  },
};

/** At 360 px: the name fields stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create account and continue' })).toBeVisible();
  },
};
