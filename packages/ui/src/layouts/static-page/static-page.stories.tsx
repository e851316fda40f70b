import { defaultSiteConfig } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { prose } from '#styled-system/recipes';
import { StaticPage } from './static-page.tsx';

const sample = (
  <div className={prose()}>
    <h2 id="first">How we ship</h2>
    <p>Every order leaves in a plain box within two business days.</p>
    <h2 id="second">Returns</h2>
    <p>Unopened supplements can be returned within 30 days of delivery.</p>
  </div>
);

const meta = {
  title: 'Layouts/StaticPage',
  component: StaticPage,
  args: {
    current: '/terms',
    title: 'Terms of Use and Sale',
    eyebrow: 'Legal',
    intro: 'The rules for using our site and buying from us.',
    meta: 'Last updated January 1, 2026',
    toc: [
      { id: 'first', title: 'How we ship' },
      { id: 'second', title: 'Returns' },
    ],
    children: sample,
  },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A legal page for an anonymous visitor: brand header, title band, contents column, footer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Helmsman home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Use and Sale');
    await expect(
      canvas.getByText(defaultSiteConfig.tagline, { selector: 'header span' }),
    ).toBeInTheDocument();

    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(toc).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '#second');

    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: defaultSiteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultSiteConfig.supportEmail}`,
    );
    await expect(within(footer).getByRole('link', { name: defaultSiteConfig.supportPhone })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    const nav = within(footer).getByRole('navigation', { name: 'Help and legal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/supp',
      '/faq',
      '/privacy',
      '/terms',
      '/consent-to-telehealth',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Terms of Use and Sale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  },
};

/** Support and FAQ: one centred column, no table of contents. */
export const WithoutTableOfContents: Story = {
  args: { toc: undefined, meta: undefined, current: '/supp', title: 'Support', eyebrow: 'Help center' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  },
};

/** A logged-in customer reading a static page: the header leads back to the customer area. */
export const ForLoggedInCustomer: Story = {
  args: { headerAction: { href: '/orders', label: 'My account' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/orders');
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

/** Another deployment's site configuration: brand, tagline and contacts all come from props. */
export const CustomSiteConfig: Story = {
  args: {
    brand: 'Northwind',
    tagline: 'Health Clinic For Men',
    supportEmail: 'care@northwind.test',
    supportPhone: '(555) 010-0123',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Northwind home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'care@northwind.test' })).toHaveAttribute(
      'href',
      'mailto:care@northwind.test',
    );
    await expect(canvas.getByRole('link', { name: '(555) 010-0123' })).toHaveAttribute(
      'href',
      'tel:+15550100123',
    );
  },
};

/** On a 360px phone the contents become a box above the text and the tagline gives way. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const toc = canvas.getByRole('navigation', { name: 'On this page' }).getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.top).toBeGreaterThan(toc.bottom);
    await expect(canvas.getByText(defaultSiteConfig.tagline, { selector: 'header span' })).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** From 1024px the contents sit in a sticky column beside the text. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const toc = canvas.getByRole('navigation', { name: 'On this page' }).getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.left).toBeGreaterThan(toc.right);
  },
};
