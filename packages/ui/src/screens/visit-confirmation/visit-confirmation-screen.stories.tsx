import { messages, visitConfirmationMessages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { VisitConfirmationView } from './visit-confirmation-screen.tsx';
import { VisitConfirmationScreen } from './visit-confirmation-screen.tsx';
import type { FeedbackOutcome } from './visit-survey.tsx';

const withDoctor: VisitConfirmationView = {
  orderNumber: '100240',
  totalCents: 4900,
  productNames: ['Sildenafil'],
  doctor: {
    name: 'Dr. Maya Lindqvist, MD',
    photoUrl: null,
    bio: 'Board-certified in internal medicine; treats ED and sleep.',
  },
  replyTime: { hours: 24, source: 'doctor' },
};
const noDoctor: VisitConfirmationView = {
  ...withDoctor,
  doctor: null,
  replyTime: { hours: 48, source: 'site' },
};

const meta = {
  title: 'Screens/VisitConfirmation',
  component: VisitConfirmationScreen,
  args: {
    category: 'ed',
    state: { state: 'ready', confirmation: withDoctor },
    onSubmitSurvey: fn(async (): Promise<FeedbackOutcome> => 'sent'),
    onSubmitRating: fn(async (): Promise<FeedbackOutcome> => 'sent'),
  },
} satisfies Meta<typeof VisitConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the order and the doctor are asked for. */
export const Loading: Story = {
  args: { state: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your confirmation…');
  },
};

/** The confirmation could not be loaded: the message and Try again. */
export const Error: Story = {
  args: { state: { state: 'error', message: messages.unexpectedError, onRetry: fn() } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.unexpectedError);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    if (args.state.state === 'error') await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};

/** An order number that is not on the account: said so, with the way to the orders. */
export const NotFound: Story = {
  args: { state: { state: 'error', message: visitConfirmationMessages.orderNotFound } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(visitConfirmationMessages.orderNotFound);
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
  },
};

/** The doctor is assigned: who they are, when to expect the review, what happens next. */
export const Doctor: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your visit is with the doctor' }),
    ).toBeVisible();
    await expect(canvas.getByText('100240')).toBeVisible();
    const doctor = within(canvas.getByRole('region', { name: 'Your doctor' }));
    await expect(doctor.getByRole('heading', { name: 'Dr. Maya Lindqvist, MD' })).toBeVisible();
    await expect(
      canvas.getByText('Dr. Lindqvist will review your visit, usually within 1 business day.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'your messages' })).toHaveAttribute('href', '/messages');
    await expect(canvas.getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/orders');
  },
};

/** No doctor yet: one will be assigned; the site's promise for when. */
export const NoDoctorYet: Story = {
  args: { state: { state: 'ready', confirmation: noDoctor } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A doctor will be assigned to your visit')).toBeVisible();
    await expect(
      canvas.getByText('A doctor will review your visit, usually within 2 business days.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your doctor' })).toBeNull();
  },
};

/** The survey: Send without how easy asks for it; sent, it thanks. */
export const SurveySent: Story = {
  play: async ({ canvas, args }) => {
    const survey = within(canvas.getByRole('region', { name: 'Tell us about your visit (optional)' }));
    await userEvent.click(survey.getByRole('button', { name: 'Send answers' }));
    await expect(await survey.findByText(visitConfirmationMessages.chooseEase)).toBeVisible();
    await expect(args.onSubmitSurvey).not.toHaveBeenCalled();
    await userEvent.click(survey.getByRole('radio', { name: 'Easy' }));
    await userEvent.selectOptions(survey.getByLabelText('How long did it take?'), '15');
    await userEvent.type(survey.getByLabelText('Anything we could do better?'), 'Quick.');
    await userEvent.click(survey.getByRole('button', { name: 'Send answers' }));
    await expect(await survey.findByText('Thank you for your answers')).toBeVisible();
    await expect(args.onSubmitSurvey).toHaveBeenCalledWith({ ease: 4, timeMinutes: 15, comment: 'Quick.' });
  },
};

/** The rating: Send without stars asks for them; four stars sent, it thanks. */
export const RatingSent: Story = {
  play: async ({ canvas, args }) => {
    const rating = within(canvas.getByRole('region', { name: 'Rate your visit (optional)' }));
    await userEvent.click(rating.getByRole('button', { name: 'Send rating' }));
    await expect(await rating.findByText(visitConfirmationMessages.chooseRating)).toBeVisible();
    await userEvent.click(rating.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(rating.getByRole('button', { name: 'Send rating' }));
    await expect(await rating.findByText('Thank you for your rating')).toBeVisible();
    await expect(args.onSubmitRating).toHaveBeenCalledWith({ rating: 4, comment: null });
  },
};

/** The legacy API did not take the rating: spec section 8's message, and it can be sent again. */
export const RatingFailed: Story = {
  args: { onSubmitRating: fn(async () => ({ message: messages.failedSubmitFeedback })) },
  play: async ({ canvas, args }) => {
    const rating = within(canvas.getByRole('region', { name: 'Rate your visit (optional)' }));
    await userEvent.click(rating.getByRole('radio', { name: '1 star' }));
    await userEvent.click(rating.getByRole('button', { name: 'Send rating' }));
    await expect(await rating.findByRole('alert')).toHaveTextContent(messages.failedSubmitFeedback);
    await waitFor(() => expect(rating.getByRole('button', { name: 'Send rating' })).toBeEnabled());
    await expect(args.onSubmitRating).toHaveBeenCalledWith({ rating: 1, comment: null });
  },
};

/** A phone: everything in one column, the stars still large targets. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { category: 'hair', state: { state: 'ready', confirmation: noDoctor } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A doctor will be assigned to your visit')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeVisible();
  },
};
