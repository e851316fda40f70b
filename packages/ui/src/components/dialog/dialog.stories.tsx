import { Portal } from '@ark-ui/react/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { css } from '#styled-system/css';
import { animationsSettled } from '../../../../../stories/src/animations.ts';
import { Button } from '../button/index.ts';
import { Dialog } from './index.ts';

const meta = {
  title: 'Components/Dialog',
  component: Dialog.Root,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div className={css({ p: '6' })}>
      <Dialog.Root {...args}>
        <Dialog.Trigger asChild>
          <Button>Remove item</Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <div>
                  <Dialog.Title>Remove Sleep Gummies?</Dialog.Title>
                  <Dialog.Description>You can add it again at any time.</Dialog.Description>
                </div>
                <Dialog.CloseTrigger aria-label="Close" />
              </Dialog.Header>
              <Dialog.Body>
                <p>Your cart keeps everything else.</p>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild aria-label="Keep it">
                  <Button variant="ghost">Keep it</Button>
                </Dialog.CloseTrigger>
                <Button>Remove</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </div>
  ),
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A centred modal: focus moves in, Escape closes it and focus returns to the trigger. */
export const Centred: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove item' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sleep Gummies?' });
    await expect(dialog).toHaveAccessibleDescription('You can add it again at any time.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Measured where it comes to rest, not while it rises in.
    await animationsSettled();
    const box = dialog.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    // Ark's focus trap hands focus back in a task of its own.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a phone the dialog is a sheet along the bottom edge, full width. */
export const MobileSheet: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sleep Gummies?' });
    await animationsSettled();
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
};
