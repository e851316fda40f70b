import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FaqPage } from './faq-page.tsx';

const meta = {
  title: 'Screens/StaticPages/FAQ',
  component: FaqPage,
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /faq as it opens: every answer closed, questions grouped under topic headings. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const questions = canvas.getAllByRole('button', { expanded: false });
    await expect(questions.length).toBeGreaterThanOrEqual(10);
    await expect(questions.length).toBeLessThanOrEqual(15);
    // Each question is a heading too, so screen readers can list and jump between them.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(questions.length);
    for (const topic of [
      'Online visits and prescriptions',
      'Orders and shipping',
      'Subscriptions and billing',
      'Privacy and your account',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await expect(canvas.getByText(/and enter the email address on your account/)).not.toBeVisible();
  },
};

/** /faq after a visitor opens a question with the mouse, then closes it again. */
export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByRole('button', { name: 'Can I skip, pause or cancel my subscription?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: 'Can I skip, pause or cancel my subscription?' });
    await expect(answer).toBeVisible();
    await expect(within(answer).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(answer).not.toBeVisible());
  },
};

/** /faq by keyboard alone: Tab to a question, arrows between questions, Enter or Space to open. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'How does an online visit work?' });
    const second = canvas.getByRole('button', { name: 'Who are the providers?' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    // Several answers may be open at once.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/** /faq reached from a link about one question: that answer is already open. */
export const WithQuestionOpen: Story = {
  args: { defaultOpen: ['how-subscriptions-work'] },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('region', { name: 'How do subscriptions work?' });
    await expect(answer).toBeVisible();
    // Texts and prices come from the catalogue (spec section 3).
    await expect(answer).toHaveTextContent('Monthly: One bottle a month subscription, $17.50/month.');
    await expect(answer).toHaveTextContent(
      'Quarterly: Three bottles every quarter subscription, $45.00/quarterly.',
    );
  },
};

/** /faq on a 360px phone: long questions wrap beside their chevron. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: 'My payment was declined. What should I do?' });
    await expect(question.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
