import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VisitEligibilityScreen } from './visit-eligibility-screen.tsx';

const meta = {
  title: 'Screens/VisitEligibility',
  component: VisitEligibilityScreen,
  args: { category: 'ed', check: { state: 'idle' }, onCheck: fn(), treatmentHref: '/treatments/ed' },
} satisfies Meta<typeof VisitEligibilityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /visit/ed on arrival: the state picker; Continue without a state says to choose one. */
export const PickState: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the treatment' })).toHaveAttribute(
      'href',
      '/treatments/ed',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please choose the state you live in.')).toBeVisible();
    await expect(args.onCheck).not.toHaveBeenCalled();

    await userEvent.selectOptions(canvas.getByLabelText('STATE'), 'TX');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onCheck).toHaveBeenCalledWith('TX'));
  },
};

/** While the clinic's states are asked for. */
export const Loading: Story = {
  args: { check: { state: 'loading' }, selectedState: 'TX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your state…');
    await expect(canvas.getByLabelText('STATE')).toHaveValue('TX');
  },
};

/** The legacy API failed: the spec's message, and Try again. */
export const Error: Story = {
  args: {
    selectedState: 'TX',
    check: { state: 'error', message: 'Failed to determine eligibility', onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to determine eligibility');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    if (args.check.state === 'error') await expect(args.check.onRetry).toHaveBeenCalledOnce();
  },
};

/** A state the clinic does not treat in: why, and the wait list (a wrong e-mail is refused in place). */
export const Ineligible: Story = {
  args: {
    selectedState: 'AK',
    check: { state: 'ineligible', stateName: 'Alaska', onJoinWaitlist: fn(async () => 'joined' as const) },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("We can't treat erectile dysfunction in Alaska yet.")).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('not licensed to prescribe this treatment');
    const waitlist = within(canvas.getByRole('region', { name: 'Tell me when you treat Alaska' }));
    await userEvent.type(waitlist.getByLabelText('E-MAIL'), 'pat');
    await userEvent.click(waitlist.getByRole('button', { name: 'Tell me' }));
    await expect(await waitlist.findByText('Invalid Email')).toBeVisible();
    await userEvent.type(waitlist.getByLabelText('E-MAIL'), '@example.com ');
    await userEvent.click(waitlist.getByRole('button', { name: 'Tell me' }));
    if (args.check.state === 'ineligible') {
      await waitFor(() =>
        expect(args.check.state === 'ineligible' && args.check.onJoinWaitlist).toHaveBeenCalledWith(
          'pat@example.com',
        ),
      );
    }
  },
};

/** Listed: who will be told, and no second form. */
export const IneligibleJoined: Story = {
  args: {
    selectedState: 'AK',
    check: {
      state: 'ineligible',
      stateName: 'Alaska',
      onJoinWaitlist: fn(async () => 'joined' as const),
      joinedEmail: 'pat@example.com',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You're on the list")).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(
      "We'll e-mail pat@example.com as soon as we treat",
    );
    await expect(canvas.queryByRole('button', { name: 'Tell me' })).toBeNull();
  },
};

/** The wait list refused (e.g. too many requests): the message under the form. */
export const IneligibleRefused: Story = {
  args: {
    selectedState: 'AK',
    check: {
      state: 'ineligible',
      stateName: 'Alaska',
      onJoinWaitlist: fn(async () => ({ formError: 'Too many requests. Please try again in an hour.' })),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-MAIL'), 'pat@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Tell me' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in an hour.',
    );
  },
};

/** A treated state: the next step, here a visitor's account. */
export const Eligible: Story = {
  args: {
    selectedState: 'TX',
    check: {
      state: 'eligible',
      stateName: 'Texas',
      next: {
        href: '/login?next=%2Fvisit%2Fed',
        label: 'Continue',
        text: 'Log in or create your account to start your visit.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Good news: we treat erectile dysfunction in Texas.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/login?next=%2Fvisit%2Fed',
    );
  },
};

/** The weight programme on a 360px phone, ineligible: nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    category: 'SKY GLP',
    treatmentHref: '/treatments/sky-glp',
    selectedState: 'MT',
    check: { state: 'ineligible', stateName: 'Montana', onJoinWaitlist: fn(async () => 'joined' as const) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We can't treat weight management in Montana yet.")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
