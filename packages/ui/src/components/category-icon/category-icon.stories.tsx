import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '#styled-system/css';
import { CategoryIcon } from './category-icon.tsx';

const meta = {
  title: 'Components/CategoryIcon',
  component: CategoryIcon,
  args: { category: 'sleep' },
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = [
  { category: 'ed', name: 'ED', kind: 'ed', icon: 'lucide-sword' },
  { category: 'sleep', name: 'Sleep', kind: 'sleep', icon: 'lucide-moon-star' },
  { category: 'hair', name: 'Hair', kind: 'hair', icon: 'lucide-viking-helmet' },
  { category: 'Immunity', name: 'Immunity', kind: 'other', icon: 'lucide-pill-bottle' },
  { category: 'SKY GLP', name: 'SKY GLP', kind: 'other', icon: 'lucide-pill-bottle' },
] as const;

/** Every category as orders, the cart and subscriptions show it: sword, moon and stars, helmet, pill bottle. */
export const AllCategories: Story = {
  render: () => (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
      {categories.map(({ category, name }) => (
        <li
          key={category}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '2',
            w: '24',
            py: '4',
            bg: 'bg.default',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'l2',
          })}
        >
          <CategoryIcon category={category} size={32} />
          <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    for (const [index, { kind, icon }] of categories.entries()) {
      const svg = items[index]?.querySelector('svg');
      await expect(svg).toHaveAttribute('data-category-kind', kind);
      await expect(svg).toHaveClass(icon);
      // Decorative: the text beside it names the category.
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** With a label, where nothing else names the category: an image with that name. */
export const WithLabel: Story = {
  args: { category: 'hair', label: 'Hair', size: 32 },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Hair' });
    await expect(icon).toHaveAttribute('data-category-kind', 'hair');
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

/** The helmet beside lucide's icons at the sizes the product uses: same grid, same stroke. */
export const HelmetBesideLucide: Story = {
  render: () => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {[16, 24, 48].map((size) => (
        <div key={size} className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
          <CategoryIcon category="ed" size={size} />
          <CategoryIcon category="sleep" size={size} />
          <CategoryIcon category="hair" size={size} />
          <CategoryIcon category="other" size={size} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(svg).toHaveAttribute('stroke-width', '2');
    }
  },
};
