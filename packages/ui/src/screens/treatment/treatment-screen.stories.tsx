import { type VisitCategory, visitCategoryLabels, visitCategorySlug } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '../../layouts/site-layout/index.ts';
import { TreatmentScreen } from './treatment-screen.tsx';

const meta = {
  title: 'Screens/Treatment',
  component: TreatmentScreen,
  args: { category: 'ed', startHref: '/visit/ed' },
  decorators: [
    (Story, { args }) => (
      <SiteLayout currentPath={`/treatments/${visitCategorySlug(args.category)}`}>
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof TreatmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's parts for any category: its name, what it treats, the three steps and two starts. */
async function expectTreatmentPage(canvasElement: HTMLElement, category: VisitCategory) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(visitCategoryLabels[category]);
  const treats = within(canvas.getByRole('region', { name: 'What it treats' }));
  await expect(treats.getAllByRole('listitem').length).toBeGreaterThan(0);
  const steps = within(canvas.getByRole('region', { name: 'How the visit works' }));
  await expect(steps.getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual([
    'Answer a few questions',
    'A doctor reviews your visit',
    'Delivered to your door',
  ]);
  const starts = canvas.getAllByRole('link', { name: 'Start your visit' });
  await expect(starts).toHaveLength(2);
  for (const start of starts) {
    await expect(start).toHaveAttribute('href', `/visit/${visitCategorySlug(category)}`);
  }
}

/** /treatments/ed: erectile dysfunction, the sword icon. */
export const ErectileDysfunction: Story = {
  play: async ({ canvasElement }) => {
    await expectTreatmentPage(canvasElement, 'ed');
    await expect(canvasElement.querySelector('h1 svg')).toHaveAttribute('data-category-kind', 'ed');
  },
};

/** /treatments/sleep. */
export const Sleep: Story = {
  args: { category: 'sleep', startHref: '/visit/sleep' },
  play: async ({ canvasElement }) => expectTreatmentPage(canvasElement, 'sleep'),
};

/** /treatments/hair. */
export const HairLoss: Story = {
  args: { category: 'hair', startHref: '/visit/hair' },
  play: async ({ canvasElement }) => expectTreatmentPage(canvasElement, 'hair'),
};

/** /treatments/sky-glp: the SKY GLP weight programme, the pill bottle icon. */
export const WeightManagement: Story = {
  args: { category: 'SKY GLP', startHref: '/visit/sky-glp' },
  play: async ({ canvasElement }) => {
    await expectTreatmentPage(canvasElement, 'SKY GLP');
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent('SKY GLP');
    await expect(canvasElement.querySelector('h1 svg')).toHaveAttribute('data-category-kind', 'other');
  },
};

/** A treatment page on a 360px phone: the steps stack, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('region', { name: 'How the visit works' }));
    const [first, second] = steps.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
