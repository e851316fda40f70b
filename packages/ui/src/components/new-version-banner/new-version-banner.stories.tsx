import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NEW_VERSION_TEXT, NewVersionBanner } from './new-version-banner.tsx';

const meta = {
  title: 'Components/NewVersionBanner',
  component: NewVersionBanner,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent, args }) => {
    const banner = canvas.getByRole('complementary', { name: 'Site update' });
    await expect(banner).toHaveTextContent(NEW_VERSION_TEXT);
    // Announced politely: the customer may finish what they are doing before reloading.
    await expect(canvas.getByRole('status')).toHaveTextContent(NEW_VERSION_TEXT);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
} satisfies Meta<typeof NewVersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer build was deployed while the page was open (site configuration `newVersionCheck` on). */
export const Default: Story = {};

/** The same on a phone: the banner spans the width, above the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
