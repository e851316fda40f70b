import {
  messages,
  TOAST_AUTO_CLOSE_MS,
  TOAST_DRAG_DISMISS_PERCENT,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { css } from '#styled-system/css';
import { Button } from '../button/index.ts';
import { Toaster } from './toast.tsx';
import { createAppToaster, TOAST_MAX_VISIBLE, type ToastPlacement } from './toaster.ts';

/** Buttons that raise the toasts the product shows; a fresh toaster per story keeps stories apart. */
function ToastPlayground({ placement }: { placement: ToastPlacement }) {
  const [toaster] = useState(() => createAppToaster({ placement }));
  const [count, setCount] = useState(0);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', p: '6' })}>
      <Button
        onClick={() =>
          toaster.success({ title: messages.accountUpdateTitle, description: messages.accountUpdated })
        }
      >
        Show success
      </Button>
      <Button
        variant="outline"
        onClick={() => toaster.error({ title: 'Reset password', description: messages.somethingWentWrong })}
      >
        Show error
      </Button>
      <Button
        variant="outline"
        onClick={() => toaster.info({ title: 'Reset password', description: messages.resetRequestSent })}
      >
        Show info
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          for (let index = 1; index <= 5; index += 1) {
            toaster.info({ title: `Notice ${count + index}`, description: 'Queued behind the others.' });
          }
          setCount(count + 5);
        }}
      >
        Show five
      </Button>
      <Toaster toaster={toaster} />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastPlayground,
  args: { placement: 'bottom-end' },
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const findToast = (title: string) => screen.findByRole('status', { name: title });

/**
 * When `element`'s attribute `name` next becomes `value`, by the page's clock (performance.now()): a
 * MutationObserver sees the change as React commits it, whatever else keeps the page busy meanwhile.
 */
function whenAttributeBecomes(element: Element, name: string, value: string): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.getAttribute(name) !== value) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(element, { attributes: true, attributeFilter: [name] });
  });
}

/** Customer area: toasts rise from the bottom right, with a title, a description and an icon. */
export const CustomerArea: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await findToast(messages.accountUpdateTitle);
    await expect(toast).toHaveAccessibleDescription(messages.accountUpdated);
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast.querySelector('svg.lucide-circle-check')).not.toBeNull();

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveAttribute('data-placement', 'bottom-end');
    // Settled in the bottom-right corner, 1rem from the edges.
    await waitFor(() => {
      const box = toast.getBoundingClientRect();
      expect(Math.round(window.innerWidth - box.right)).toBe(16);
      expect(Math.round(window.innerHeight - box.bottom)).toBe(16);
    });
  },
};

/** Anonymous pages (e.g. password reset): the library's default position, top right. */
export const Elsewhere: Story = {
  args: { placement: 'top-end' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await findToast('Reset password');
    await expect(toast).toHaveAccessibleDescription(messages.resetRequestSent);
    await waitFor(() => {
      const box = toast.getBoundingClientRect();
      expect(Math.round(window.innerWidth - box.right)).toBe(16);
      expect(Math.round(box.top)).toBe(16);
    });
  },
};

/** Success, error and info side by side, each with its icon and a close button. */
export const Types: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toasts = await screen.findAllByRole('status');
    await expect(toasts).toHaveLength(3);
    const icons = toasts.map((toast) => toast.querySelector('svg')?.getAttribute('class'));
    await expect(icons).toEqual(
      expect.arrayContaining([
        expect.stringContaining('lucide-circle-check'),
        expect.stringContaining('lucide-circle-alert'),
        expect.stringContaining('lucide-info'),
      ]),
    );
    // Stacked, not piled up: once settled, no two toasts overlap.
    await waitFor(() => {
      const boxes = toasts.map((toast) => toast.getBoundingClientRect()).sort((a, b) => a.top - b.top);
      for (let index = 1; index < boxes.length; index += 1) {
        expect(boxes[index]?.top).toBeGreaterThanOrEqual(
          boxes[index - 1]?.bottom ?? Number.POSITIVE_INFINITY,
        );
      }
    });
    for (const toast of toasts) {
      // Visible once the enter transition has faded it in.
      const close = within(toast).getByRole('button', { name: 'Dismiss notification' });
      await waitFor(() => expect(close).toBeVisible());
    }
  },
};

/** Every toast closes itself 5000 ms after it appears (spec section 4). */
export const AutoCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    // Its clock cannot start before the press that raises it.
    const pressedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await findToast(messages.accountUpdateTitle);
    await expect(toast).toHaveAttribute('data-state', 'open');
    const closedAt = whenAttributeBecomes(toast, 'data-state', 'closed');

    // It closes by itself (a generous limit: a busy machine delays timers, never hastens them)…
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'), {
      timeout: TOAST_AUTO_CLOSE_MS * 3,
    });
    // …and not before the whole 5000 ms: the time of the change itself, not of a poll. No upper bound
    // beyond the wait: how late a timer fires is the machine's business, not the toast's.
    await expect((await closedAt) - pressedAt).toBeGreaterThanOrEqual(TOAST_AUTO_CLOSE_MS);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** More toasts than fit: three show, the rest wait in the queue and appear as others close. */
export const QueuedBeyondTheLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show five' }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(TOAST_MAX_VISIBLE));
    await expect(screen.queryByRole('status', { name: 'Notice 4' })).toBeNull();

    const first = screen.getByRole('status', { name: 'Notice 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
    await expect(await findToast('Notice 4')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Notice 1' })).toBeNull());
    await expect(screen.getAllByRole('status')).toHaveLength(TOAST_MAX_VISIBLE);
  },
};

/** The close button dismisses a toast at once. */
export const ClosedWithButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const toast = await findToast('Reset password');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await expect(toast).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

async function drag(element: HTMLElement, distances: number[], { release = true } = {}) {
  const box = element.getBoundingClientRect();
  const x = box.left + 24;
  const y = box.top + box.height / 2;
  const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientY: y };
  await fireEvent.pointerDown(element, { ...pointer, clientX: x });
  for (const distance of distances)
    await fireEvent.pointerMove(element, { ...pointer, clientX: x + distance });
  const last = distances.at(-1) ?? 0;
  if (release) await fireEvent.pointerUp(element, { ...pointer, clientX: x + last });
}

/** Swipe right to close: a release under 50px springs back, from 50px on the toast leaves. */
export const SwipeRightToClose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await findToast(messages.accountUpdateTitle);
    await waitFor(() => expect(toast).toHaveAttribute('data-mounted'));

    // A nudge follows the pointer, then springs back.
    await drag(toast, [10, 20, TOAST_SWIPE_THRESHOLD_PX - 10], { release: false });
    await expect(toast).toHaveAttribute('data-swiping');
    await expect(toast.style.getPropertyValue('--swipe-x')).toBe(`${TOAST_SWIPE_THRESHOLD_PX - 10}px`);
    await fireEvent.pointerUp(toast, { pointerId: 7, clientX: 0 });
    await expect(toast).not.toHaveAttribute('data-swiping');
    await expect(toast.style.getPropertyValue('--swipe-x')).toBe('0px');
    await expect(toast).toHaveAttribute('data-state', 'open');

    // Leftwards is not a swipe.
    await drag(toast, [-20, -120]);
    await expect(toast).toHaveAttribute('data-state', 'open');

    // Past the 50px threshold, the release closes it.
    await drag(toast, [20, 40, TOAST_SWIPE_THRESHOLD_PX + 10]);
    await expect(toast).toHaveAttribute('data-swiped');
    await expect(toast).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** Dragged past 80% of its width, a toast closes before the pointer is even released. */
export const DraggedMostOfTheWayOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await findToast('Reset password');
    await waitFor(() => expect(toast).toHaveAttribute('data-mounted'));
    const width = toast.offsetWidth;

    await drag(toast, [width * 0.4, width * ((TOAST_DRAG_DISMISS_PERCENT - 2) / 100)], { release: false });
    await expect(toast).toHaveAttribute('data-state', 'open');
    await fireEvent.pointerMove(toast, {
      pointerId: 7,
      clientX: toast.getBoundingClientRect().left + 24 + width * (TOAST_DRAG_DISMISS_PERCENT / 100) + 24,
      clientY: toast.getBoundingClientRect().top + 10,
    });
    await expect(toast).toHaveAttribute('data-state', 'closed');
  },
};

/** F8 moves focus to the toast region (spec section 9); Tab reaches a toast and Escape closes it. */
export const F8FocusesTheToasts: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Show success' });
    await userEvent.click(trigger);
    const toast = await findToast(messages.accountUpdateTitle);
    await expect(trigger).toHaveFocus();

    await fireEvent.keyDown(trigger, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveFocus());
    // Focus inside the region pauses the timer, so a keyboard user has time to read.
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'));

    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toast).toHaveAttribute('data-state', 'closed');
  },
};
