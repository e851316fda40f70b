import { RESIZE_DEBOUNCE_MS } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { css } from '#styled-system/css';
import { useMediaBreakpoint } from './use-media-breakpoint.ts';

/** Shows what the hook says about the story's own viewport. */
function BreakpointProbe({ below }: { below: number }) {
  const isBelow = useMediaBreakpoint(below);
  return (
    <p className={css({ p: '6', textStyle: 'lg' })}>
      Viewport is <strong data-testid="answer">{isBelow ? 'narrow' : 'wide'}</strong> (breakpoint {below}px)
    </p>
  );
}

const meta = {
  title: 'Hooks/useMediaBreakpoint',
  component: BreakpointProbe,
  args: { below: 1024 },
} satisfies Meta<typeof BreakpointProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop: wide from the first render on. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('answer')).toHaveTextContent('wide');
  },
};

/** A phone: narrow from the first render on, so the right layout paints first. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('answer')).toHaveTextContent('narrow');
  },
};

/**
 * A window dragged narrower: the answer changes once the resize events pause for 200 ms, not at each
 * event. (The viewport cannot be resized from a story, so innerWidth is overridden meanwhile.) The
 * times are the page's own: when each event was sent and when the answer changed in the DOM, so a
 * busy machine cannot make a correct debounce look wrong.
 */
export const DebouncedResize: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const answer = canvas.getByTestId('answer');
    await expect(answer).toHaveTextContent('wide');
    const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    if (!original) throw new globalThis.Error('innerWidth is not an own property of window here');
    let width = 1280;
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
    const changes: { at: number; text: string | null }[] = [];
    const observer = new MutationObserver(() =>
      changes.push({ at: performance.now(), text: answer.textContent }),
    );
    observer.observe(answer, { subtree: true, childList: true, characterData: true });
    try {
      const sentAt: number[] = [];
      for (const next of [1100, 980, 860, 700]) {
        width = next;
        sentAt.push(performance.now());
        window.dispatchEvent(new Event('resize'));
        // One event a frame, as a window being dragged sends them.
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await waitFor(() => expect(answer).toHaveTextContent('narrow'), { timeout: 5000 });

      // It changed once, and only after 200 ms without an event: not at the first narrow width (980),
      // and not 200 ms after the first event of the drag.
      await expect(changes.map((change) => change.text)).toEqual(['narrow']);
      const changedAt = changes[0]?.at ?? Number.NaN;
      const lastEventBefore = Math.max(...sentAt.filter((at) => at < changedAt));
      await expect(changedAt - lastEventBefore).toBeGreaterThanOrEqual(RESIZE_DEBOUNCE_MS);
    } finally {
      observer.disconnect();
      Object.defineProperty(window, 'innerWidth', original);
      window.dispatchEvent(new Event('resize'));
    }
  },
};
