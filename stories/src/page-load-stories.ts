import { messages } from '@helmsman/domain';
import { expect, fn, type within } from 'storybook/test';

/**
 * The Loading and Error stories every data screen has (its `state` prop is 'loading' or 'error', the
 * PageStates piece renders them): one play test each, so every screen checks the same things.
 */

type Canvas = ReturnType<typeof within>;
interface PlayContext {
  canvas: Canvas;
  userEvent: { click: (element: Element) => Promise<void> };
  args: { state: string; onRetry?: unknown };
}

/**
 * `Loading`: the spinner says what is loading (`label`, e.g. 'Loading your account…'); `andThen`
 * checks what the screen must not show yet.
 */
export function loadingStory(label: string, andThen?: (canvas: Canvas) => Promise<void>) {
  return {
    args: { state: 'loading' as const },
    play: async ({ canvas }: PlayContext) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(label);
      await andThen?.(canvas);
    },
  };
}

/** `Error`: the gateway's message in an alert, and 'Try again' calls `onRetry`. */
export function errorStory() {
  return {
    args: { state: 'error' as const, message: messages.genericV2Failure, onRetry: fn() },
    play: async ({ canvas, userEvent, args }: PlayContext) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(messages.genericV2Failure);
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
    },
  };
}
