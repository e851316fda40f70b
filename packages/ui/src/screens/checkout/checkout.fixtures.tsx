import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '../../layouts/site-layout/index.ts';

/**
 * Checkout's stories render the step inside the shop's SiteLayout, as the app does. Typed as a
 * Decorator: inferred inline, a decorator on a screen whose props are a union narrows its args to never.
 */
export function inSiteLayout(currentPath: string): Decorator {
  return (Story) => (
    <SiteLayout currentPath={currentPath}>
      <Story />
    </SiteLayout>
  );
}

/** Types a new card into CardFields (the slash of the expiry comes by itself) and ticks the consent. */
export async function typeCard(
  canvas: ReturnType<typeof within>,
  user: Pick<Parameters<NonNullable<StoryObj['play']>>[0]['userEvent'], 'type' | 'click'>,
  card: { number: string; expiry: string; cvv: string },
) {
  await user.type(canvas.getByLabelText('Card number'), card.number);
  await user.type(canvas.getByLabelText('Expiration (MM/YY)'), card.expiry.replace('/', ''));
  await user.type(canvas.getByLabelText('Security code'), card.cvv);
  await user.click(canvas.getByRole('checkbox'));
}

/**
 * The step indicator shows `current` as the current step (aria-current="step") and the steps before
 * it, `done` of them, as links back; it answers the indicator's queries for more checks.
 */
export async function expectCurrentStep(canvas: ReturnType<typeof within>, current: string, done: number) {
  const steps = within(canvas.getByRole('navigation', { name: 'Checkout steps' }));
  await expect(steps.getByText(current).closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
  await expect(steps.queryAllByRole('link')).toHaveLength(done);
  return steps;
}
