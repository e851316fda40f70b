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
 * event. (The viewport cannot be resized from a story, so innerWidth is overridden meanwhile.)
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
    try {
      const startedAt = performance.now();
      for (const next of [1100, 980, 860, 700]) {
        width = next;
        window.dispatchEvent(new Event('resize'));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      // Still within 200 ms of the last event: nothing changed yet.
      await expect(answer).toHaveTextContent('wide');
      await waitFor(() => expect(answer).toHaveTextContent('narrow'), { interval: 10 });
      await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(3 * 40 + RESIZE_DEBOUNCE_MS);
    } finally {
      Object.defineProperty(window, 'innerWidth', original);
      window.dispatchEvent(new Event('resize'));
    }
  },
};
