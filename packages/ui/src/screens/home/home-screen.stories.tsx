import { defaultSiteConfig, visitCategorySlug } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '../../layouts/site-layout/index.ts';
import { HomeScreen } from './home-screen.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: { treatmentHref: (category) => `/visit/${visitCategorySlug(category)}` },
  decorators: [
    (Story) => (
      <SiteLayout currentPath="/">
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const treatmentNames = ['Erectile dysfunction', 'Sleep', 'Hair loss', 'Weight management'];

/** '/' for a visitor with online visits on: the title, the gummies and the four treatments. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Helmsman Health Clinic For Men',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent(defaultSiteConfig.tagline);
    await expect(canvas.getByRole('link', { name: 'Shop gummies' })).toHaveAttribute('href', '/shop');

    const gummies = within(canvas.getByRole('region', { name: 'Gummies' }));
    await expect(canvas.getByRole('region', { name: 'Gummies' })).toHaveTextContent(
      'Buy once, or subscribe and save up to 40%.',
    );
    await expect(gummies.getByRole('link', { name: 'Sleep Gummies' })).toHaveAttribute(
      'href',
      '/shop/sleep-gummies',
    );
    await expect(gummies.getByRole('link', { name: 'Biotin Gummies' })).toHaveAttribute(
      'href',
      '/shop/biotin-gummies',
    );
    await expect(gummies.getByRole('link', { name: 'Immunity Gummies' })).toHaveAttribute(
      'href',
      '/shop/immunity-gummies',
    );

    const treatments = within(canvas.getByRole('region', { name: 'Treatments' }));
    const links = treatments.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(treatmentNames);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/visit/ed',
      '/visit/sleep',
      '/visit/hair',
      '/visit/sky-glp',
    ]);
    // Each treatment shows its category's icon: sword, moon and stars, helmet, pill bottle.
    const kinds = treatments
      .getAllByRole('listitem')
      .map((item) => item.querySelector('svg')?.getAttribute('data-category-kind'));
    await expect(kinds).toEqual(['ed', 'sleep', 'hair', 'other']);

    // The pictures keep their box before they load; only the first is fetched at once.
    const images = [...canvas.getByRole('main').querySelectorAll('img')];
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    for (const image of images) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
  },
};

/** The `onlineVisit` feature is off: the treatments lead to the no-access page. */
export const VisitOff: Story = {
  args: { treatmentHref: () => '/no-access' },
  play: async ({ canvas }) => {
    const treatments = within(canvas.getByRole('region', { name: 'Treatments' }));
    for (const name of treatmentNames) {
      await expect(treatments.getByRole('link', { name })).toHaveAttribute('href', '/no-access');
    }
  },
};

/** Another deployment's site configuration: its title and tagline. */
export const CustomSiteConfig: Story = {
  args: { siteTitle: 'Northwind Health Clinic For Men', tagline: 'Care that comes to you' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Northwind Health Clinic For Men',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Care that comes to you');
  },
};

/** '/' on a 360px phone: one card a row, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const treatments = within(canvas.getByRole('region', { name: 'Treatments' }));
    const [first, second] = treatments.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
