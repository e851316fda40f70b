import { defaultSiteConfig } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportPage } from './support-page.tsx';

const meta = {
  title: 'Screens/StaticPages/Support',
  component: SupportPage,
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /supp: contact options, hours and self-service links, with the site's default contacts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const contact = canvas.getByRole('region', { name: 'Contact us' });
    await expect(within(contact).getByRole('link', { name: defaultSiteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultSiteConfig.supportEmail}`,
    );
    await expect(within(contact).getByRole('link', { name: defaultSiteConfig.supportPhone })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    await expect(within(contact).getByRole('link', { name: 'Open your messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    const hours = canvas.getByRole('region', { name: 'Support hours' });
    await expect(hours).toHaveTextContent('Monday to Friday9 a.m. to 6 p.m. Eastern');
    await expect(canvas.getByText('In an emergency, call 911')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update your payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
  },
};

/** /supp for a deployment with its own contacts and hours (site configuration props). */
export const CustomContacts: Story = {
  args: {
    supportEmail: 'care@helmsman.test',
    supportPhone: '+44 20 7946 0958',
    hours: [{ days: 'Every day', time: '8 a.m. to 8 p.m. Eastern' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'care@helmsman.test' })).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: '+44 20 7946 0958' })[0]).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    await expect(canvas.getByRole('region', { name: 'Support hours' })).toHaveTextContent(
      'Every day8 a.m. to 8 p.m. Eastern',
    );
  },
};

/** /supp on a 360px phone: contact options stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const [email, phone] = within(canvas.getByRole('region', { name: 'Contact us' })).getAllByRole(
      'listitem',
    );
    if (!email || !phone) throw new globalThis.Error('expected the contact options');
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(email.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
