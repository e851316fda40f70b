import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from './privacy-page.tsx';
import { TelehealthConsentPage } from './telehealth-consent-page.tsx';
import { TermsPage } from './terms-page.tsx';

const meta = {
  title: 'Screens/StaticPages/Legal',
  component: PrivacyPage,
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Every contents link points at a heading of the text, in order. */
async function expectTocMatchesHeadings(canvas: Canvas) {
  const toc = canvas.getByRole('navigation', { name: 'On this page' });
  const links = within(toc).getAllByRole('link');
  const headings = within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 });
  await expect(links.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(
    headings.map((heading) => `#${heading.id}`),
  );
}

/** /privacy: the privacy notice (HIPAA, what is collected, use, sharing, retention, rights, contact). */
export const Privacy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(canvas.getByText('Last updated January 1, 2026')).toBeVisible();
    for (const name of [
      'Your health information and HIPAA',
      'What we collect',
      'How we use it',
      'How long we keep it',
      'Your choices and rights',
      'Contact us',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByText(/We do not sell your personal information/)).toBeVisible();
    await expectTocMatchesHeadings(canvas);
  },
};

/** /privacy with another deployment's brand and contacts and a new effective date. */
export const PrivacyCustomSite: Story = {
  args: { brand: 'Northwind', supportEmail: 'privacy@northwind.test', updated: 'March 3, 2027' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last updated March 3, 2027')).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('link', { name: 'privacy@northwind.test' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@northwind.test',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Northwind runs this website');
  },
};

/** /terms: subscriptions, cancellation, refunds, the provider's approval and the medical disclaimer. */
export const Terms: Story = {
  render: (args) => <TermsPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Use and Sale' })).toBeVisible();
    for (const name of [
      "Prescriptions require a provider's approval",
      'Subscriptions and automatic renewal',
      'Skipping, pausing and cancelling',
      'Returns and refunds',
      'Medical disclaimer',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Terms of Use and Sale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectTocMatchesHeadings(canvas);
  },
};

/** /consent-to-telehealth: nature, benefits, risks, alternatives, privacy and emergencies (call 911). */
export const TelehealthConsent: Story = {
  render: (args) => <TelehealthConsentPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Consent to Telehealth' })).toBeVisible();
    for (const name of [
      'What telehealth is',
      'Expected benefits',
      'Possible risks',
      'Alternatives',
      'Privacy and your records',
      'Emergencies: call 911',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByText(/call 911 or go to the nearest emergency room/)).toBeVisible();
    await expectTocMatchesHeadings(canvas);
  },
};

/** /privacy on a 360px phone: contents above the text, long words wrap, nothing scrolls sideways. */
export const PrivacyMobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const toc = canvas.getByRole('navigation', { name: 'On this page' }).getBoundingClientRect();
    await expect(canvas.getByRole('main').getBoundingClientRect().top).toBeGreaterThan(toc.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
