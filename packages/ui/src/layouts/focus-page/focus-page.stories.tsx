import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../../components/link/index.ts';
import { CircleAlertIcon, KeyRoundIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading, FocusPage } from './focus-page.tsx';

const meta = {
  title: 'Layouts/FocusPage',
  component: FocusPage,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Helmsman',
    children: (
      <FocusCard badge={<KeyRoundIcon />}>
        <FocusHeading>Reset Password</FocusHeading>
        <p>Enter the e-mail address of your account.</p>
      </FocusCard>
    ),
  },
} satisfies Meta<typeof FocusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One task on its own: the wordmark home, one card, one h1, nothing else to get lost in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Helmsman home' })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Reset Password' }),
    );
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** With a line of help under the card and an action in the header (the visit's 'Save and exit'). */
export const WithFooterAndHeaderAction: Story = {
  args: {
    align: 'start',
    mainId: 'main',
    headerEnd: (
      <Link href="/dashboard" variant="standalone">
        Save and exit
      </Link>
    ),
    footer: (
      <>
        Still stuck? <Link href="mailto:support@helmsman.test">support@helmsman.test</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Save and exit' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'support@helmsman.test' })).toHaveAttribute(
      'href',
      'mailto:support@helmsman.test',
    );
  },
};

/** A message card (the error page): centred text, the danger badge, wider. */
export const MessageCard: Story = {
  args: {
    children: (
      <FocusCard variant="message" badge={<CircleAlertIcon />} badgeTone="danger">
        <FocusHeading>Unexpected error</FocusHeading>
        <p>Something went wrong on our side.</p>
      </FocusCard>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Unexpected error' });
    await expect(getComputedStyle(heading.parentElement as HTMLElement).textAlign).toBe('center');
  },
};

/** With the panel beside it on wide screens (the login's reasons); the page keeps one main. */
export const WithAside: Story = {
  args: {
    aside: (
      <aside aria-label="Why Helmsman">
        <p>Better health, handled privately.</p>
      </aside>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Why Helmsman' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const page = canvas.getByRole('main').closest('div')?.parentElement as HTMLElement;
    await expect(getComputedStyle(page).display).toBe('grid');
  },
};
