import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VisitResultScreen } from './visit-result-screen.tsx';

const meta = {
  title: 'Screens/VisitResult',
  component: VisitResultScreen,
  args: { category: 'ed', state: 'eligible', continueHref: '/visit/ed/photo' },
} satisfies Meta<typeof VisitResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const severe = {
  code: 'severe_hypertension',
  message: 'Systolic blood pressure of 180 mmHg or more: needs in-person care first.',
};
const low = { code: 'low_blood_pressure', message: 'Low blood pressure: a doctor must review the dose.' };

/** While the answers are assessed. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your result…');
  },
};

/** The legacy API failed: the spec's message, and Try again. */
export const Error: Story = {
  args: { state: 'error', message: 'Failed to determine eligibility', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Failed to determine eligibility');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing in the answers stands in the way: Continue to the photo. */
export const Eligible: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Good news: you can continue' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/visit/ed/photo');
  },
};

/** A doctor decides: said in plain words, and the visit goes on. */
export const NeedsReview: Story = {
  args: { state: 'needs_review', reasons: [low], continueHref: '/visit/ed/photo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'A doctor will decide' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Low blood pressure.');
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/visit/ed/photo');
  },
};

/** Not safe online: the reasons, no way on to an order, the account and support instead. */
export const NotEligible: Story = {
  args: { state: 'not_eligible', reasons: [severe] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "We can't treat you online" })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('you have not been charged');
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Systolic blood pressure of 180 mmHg or more.',
    );
    await expect(canvas.queryByRole('link', { name: 'Continue' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'support page' })).toHaveAttribute('href', '/supp');
  },
};

/** The stop on a 360px phone: nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { category: 'SKY GLP', state: 'not_eligible', reasons: [severe, low] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
