import { createToaster } from '@ark-ui/react/toast';
import { TOAST_AUTO_CLOSE_MS, TOAST_VIEWPORT_HOTKEY } from '@helmsman/domain';

/** Where toasts stack: the customer area uses 'bottom-end', every other page the library default 'top-end'. */
export type ToastPlacement = 'top-start' | 'top' | 'top-end' | 'bottom-start' | 'bottom' | 'bottom-end';

/**
 * At most this many toasts show at once; further ones wait in the queue (spec section 4) and appear
 * as earlier ones close. Ours: the spec names no number, and three fit a phone screen.
 */
export const TOAST_MAX_VISIBLE = 3;

export interface AppToasterOptions {
  placement?: ToastPlacement;
  max?: number;
}

/**
 * An Ark toaster with the spec's behaviour: auto-close after 5000 ms for every type (zag would close
 * success toasts after 2000 ms), F8 moves focus to the toast region, a visible limit with a queue.
 * Create toasts with `toaster.success|error|info|warning({ title, description })`.
 */
export function createAppToaster({ placement = 'top-end', max = TOAST_MAX_VISIBLE }: AppToasterOptions = {}) {
  return createToaster({
    placement,
    max,
    duration: TOAST_AUTO_CLOSE_MS,
    hotkey: [TOAST_VIEWPORT_HOTKEY],
    gap: 12,
    offsets: '1rem',
    overlap: false,
    // Matches the exit transition of the toast recipe, so a closing toast finishes moving first.
    removeDelay: 250,
    pauseOnPageIdle: true,
  });
}

export type AppToaster = ReturnType<typeof createAppToaster>;

/** Toasts of the logged-in customer area (bottom right); CustomerShell renders its region. */
export const customerAreaToaster = createAppToaster({ placement: 'bottom-end' });

/** Toasts everywhere else (top right), e.g. password reset; render `<Toaster toaster={siteToaster} />` there. */
export const siteToaster = createAppToaster({ placement: 'top-end' });
