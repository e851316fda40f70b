import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '../../layouts/site-layout/index.ts';
import { ShopScreen } from './shop-screen.tsx';

const meta = {
  title: 'Screens/Shop',
  component: ShopScreen,
  decorators: [
    (Story) => (
      <SiteLayout currentPath="/shop">
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /shop: the three gummies and the Holiday Bundle, each with its prices and a link to its page. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shop gummies');
    const main = within(canvas.getByRole('main'));
    const names = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(names).toEqual([
      'Sleep Gummies',
      'Biotin Gummies',
      'Immunity Gummies',
      'Holiday Bundle Special',
    ]);

    const sleep = main.getByRole('link', { name: 'Sleep Gummies' });
    await expect(sleep).toHaveAttribute('href', '/shop/sleep-gummies');
    await expect(main.getByRole('link', { name: 'Holiday Bundle Special' })).toHaveAttribute(
      'href',
      '/shop/holiday-bundle',
    );

    const sleepCard = sleep.closest('li') as HTMLElement;
    const prices = within(within(sleepCard).getByRole('list', { name: 'Prices' })).getAllByRole('listitem');
    await expect(prices.map((price) => price.textContent)).toEqual([
      '$24.99',
      '$17.50/month',
      '$45.00/quarterly',
    ]);
    await expect(sleepCard).toHaveTextContent('From $17.50');
    await expect(sleepCard).toHaveTextContent('Subscribe and save up to 40%');

    const bundleCard = main
      .getByRole('link', { name: 'Holiday Bundle Special' })
      .closest('li') as HTMLElement;
    await expect(bundleCard).toHaveTextContent('$24.99');
    await expect(bundleCard).toHaveTextContent('One bottle each');
    await expect(bundleCard).not.toHaveTextContent('From');
    await expect(bundleCard).not.toHaveTextContent('Subscribe and save');

    // Pictures keep their box before they load; only the first is fetched at once.
    const images = [...canvas.getByRole('main').querySelectorAll('img')];
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const image of images) {
      await expect(image).toHaveAttribute('width', '240');
      await expect(image).toHaveAttribute('height', '240');
    }
  },
};

/** /shop on a 360px phone: one card a row, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('li') as HTMLElement);
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
