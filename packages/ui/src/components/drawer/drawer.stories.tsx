import { Portal } from '@ark-ui/react/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { css } from '#styled-system/css';
import { animationsSettled } from '../../../../../stories/src/animations.ts';
import { Button } from '../button/index.ts';
import { Drawer } from './index.ts';

const meta = {
  title: 'Components/Drawer',
  component: Drawer.Root,
  args: { placement: 'end', size: 'cart' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div className={css({ p: '6' })}>
      <Drawer.Root {...args}>
        <Drawer.Trigger asChild>
          <Button>Open drawer</Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Shipping details</Drawer.Title>
                <Drawer.CloseTrigger aria-label="Close shipping details" />
              </Drawer.Header>
              <Drawer.Body>
                <p>We ship in discreet packaging, usually within two business days.</p>
              </Drawer.Body>
              <Drawer.Footer>
                <Drawer.CloseTrigger asChild aria-label="Done">
                  <Button fullWidth>Done</Button>
                </Drawer.CloseTrigger>
              </Drawer.Footer>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </div>
  ),
} satisfies Meta<typeof Drawer.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel from the right over a backdrop: focus moves in, Escape closes it and focus returns. */
export const FromTheRight: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open drawer' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Shipping details' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await animationsSettled();
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    // Ark's focus trap hands focus back in a task of its own.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The same from the left at menu size (270px), as the customer menu uses it on phones. */
export const FromTheLeft: Story = {
  args: { placement: 'start', size: 'menu' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shipping details' });
    await animationsSettled();
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(drawer.getBoundingClientRect().width).toBe(270);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};
