import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { SubmitResult } from '../../forms/index.ts';
import { VisitPhoneScreen } from './visit-phone-screen.tsx';

// The legacy API's messages (lapi-server resources/sms-auth.ts), as the gateway passes them on.
const CODE_INCORRECT = 'The code is incorrect or has expired.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please request a new code.';
const TOO_MANY_CODES = 'Too many codes requested. Please try again in an hour.';
const SENT_TO = '(•••) •••-0177';

const meta = {
  title: 'Screens/VisitPhone',
  component: VisitPhoneScreen,
  args: {
    category: 'ed',
    sentTo: null,
    onSendCode: fn(async (): Promise<SubmitResult> => undefined),
    onVerify: fn(async (): Promise<SubmitResult> => undefined),
    onResend: fn(async (): Promise<SubmitResult> => undefined),
    onChangePhone: fn(),
  },
} satisfies Meta<typeof VisitPhoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /visit/ed/phone: the number (required), then 'Text me a code'. */
export const EnterPhone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your phone number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));
    await expect(await canvas.findByText('Phone number is required')).toBeVisible();
    await expect(canvas.getByLabelText('Mobile phone')).toHaveFocus();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Mobile phone'), '512-555-0177');
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('512-555-0177'));
  },
};

/** A number the legacy API refuses: its message under the field. */
export const PhoneRefused: Story = {
  args: {
    onSendCode: fn(
      async (): Promise<SubmitResult> => ({
        fieldErrors: { phone: 'Phone number must be a 10-digit U.S. number' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Mobile phone'), '555-0177');
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));
    await expect(await canvas.findByText('Phone number must be a 10-digit U.S. number')).toBeVisible();
    await expect(canvas.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      expect.stringContaining('Phone number must be a 10-digit U.S. number'),
    );
  },
};

/** Five codes this hour already: the legacy API's message above the form. */
export const TooManyCodes: Story = {
  args: {
    phone: '(512) 555-0177',
    onSendCode: fn(async (): Promise<SubmitResult> => ({ formError: TOO_MANY_CODES })),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Mobile phone')).toHaveValue('(512) 555-0177');
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_CODES);
  },
};

/** The code was sent: enter it; 'Use another number' goes back. */
export const EnterCode: Story = {
  args: { sentTo: SENT_TO },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
    await expect(canvas.getByText(/We texted a 6-digit code to \(•••\) •••-0177/)).toBeVisible();
    await expect(canvas.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Enter the 6-digit code from the text message.')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Verification code'), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('482913'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use another number' }));
    await expect(args.onChangePhone).toHaveBeenCalledOnce();
  },
};

/** A wrong code, or one past its 10 minutes: the legacy API says the same for both. */
export const WrongOrExpiredCode: Story = {
  args: {
    sentTo: SENT_TO,
    onVerify: fn(async (): Promise<SubmitResult> => ({ formError: CODE_INCORRECT })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Verification code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CODE_INCORRECT);
  },
};

/** Five wrong tries: a new code is needed. */
export const TooManyTries: Story = {
  args: {
    sentTo: SENT_TO,
    onVerify: fn(async (): Promise<SubmitResult> => ({ formError: TOO_MANY_ATTEMPTS })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Verification code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_ATTEMPTS);
  },
};

/** 'Send a new code': it says so; the verify form is not submitted. */
export const Resent: Story = {
  args: { sentTo: SENT_TO },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'We sent a new code to (•••) •••-0177. Only the newest code works.',
    );
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** A resend over the legacy API's hourly cap: its message. */
export const ResendRefused: Story = {
  args: {
    sentTo: SENT_TO,
    onResend: fn(async (): Promise<SubmitResult> => ({ formError: TOO_MANY_CODES })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_CODES);
  },
};

/** At 360 px: the buttons wrap. */
export const Mobile: Story = {
  args: { sentTo: SENT_TO },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  },
};
