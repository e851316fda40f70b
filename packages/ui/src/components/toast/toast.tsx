import { Portal } from '@ark-ui/react/portal';
import {
  Toast as ArkToast,
  Toaster as ArkToaster,
  type ToastOptions,
  useToastContext,
} from '@ark-ui/react/toast';
import { TOAST_VIEWPORT_HOTKEY } from '@helmsman/domain';
import type { ComponentProps, PointerEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { cx } from '#styled-system/css';
import { createStyleContext } from '#styled-system/jsx';
import { spinner, toast as toastRecipe } from '#styled-system/recipes';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from '../../icons/index.ts';
import { gestureAxis, isDraggedOut, swipeOffset, swipeOutcome } from './swipe.ts';
import type { AppToaster } from './toaster.ts';

const { withProvider, withContext } = createStyleContext(toastRecipe);

/** The parts, for a custom toast layout; `<Toaster>` below renders the standard one. */
export const Root = withProvider(ArkToast.Root, 'root');
export const Icon = withContext('span', 'icon');
export const Content = withContext('div', 'content');
export const Title = withContext(ArkToast.Title, 'title');
export const Description = withContext(ArkToast.Description, 'description');
export const ActionTrigger = withContext(ArkToast.ActionTrigger, 'actionTrigger');
export const CloseTrigger = withContext(ArkToast.CloseTrigger, 'closeTrigger');

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

const icons: Record<Exclude<ToastType, 'loading'>, ReactNode> = {
  success: <CircleCheckIcon />,
  error: <CircleAlertIcon />,
  info: <InfoIcon />,
  warning: <TriangleAlertIcon />,
};

function toastType(type: string | undefined): ToastType {
  return type === 'success' || type === 'error' || type === 'warning' || type === 'loading' ? type : 'info';
}

/** The status icon; decorative, since the title says the same. */
function StatusIcon({ type }: { type: ToastType }) {
  return (
    <Icon aria-hidden="true">
      {type === 'loading' ? <span className={spinner({ size: 'sm' }).indicator} /> : icons[type]}
    </Icon>
  );
}

export interface ToasterProps {
  toaster: AppToaster;
  /** Names the region for screen readers; the hotkey is appended: 'Notifications (F8)'. */
  label?: string;
  className?: string;
}

/**
 * The toast region of one area: a polite live region, portalled to the body, that F8 focuses.
 * Render it once per area (CustomerShell renders the customer area's).
 */
export function Toaster({ toaster, label = 'Notifications', className }: ToasterProps) {
  return (
    <Portal>
      <ArkToaster
        toaster={toaster}
        aria-label={`${label} (${TOAST_VIEWPORT_HOTKEY})`}
        className={cx(toastRecipe().group, className)}
      >
        {(options) => <StandardToast options={options} />}
      </ArkToaster>
    </Portal>
  );
}

function StandardToast({ options }: { options: ToastOptions }) {
  const type = toastType(options.type);
  const swipe = useSwipeToDismiss();
  return (
    <Root type={type} {...swipe}>
      <StatusIcon type={type} />
      <Content>
        {options.title ? <Title>{options.title}</Title> : null}
        {options.description ? <Description>{options.description}</Description> : null}
        {options.action ? <ActionTrigger>{options.action.label}</ActionTrigger> : null}
      </Content>
      {options.closable === false ? null : (
        <CloseTrigger>
          <XIcon aria-hidden="true" />
        </CloseTrigger>
      )}
    </Root>
  );
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  axis: 'x' | 'y' | null;
}

type SwipeHandlers = Pick<
  ComponentProps<'div'>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
>;

/**
 * Swipe right to close (zag's toast has no gestures). The offset is written to a CSS variable on the
 * element, not to React state, so a drag re-renders nothing. Decisions live in swipe.ts.
 */
function useSwipeToDismiss(): SwipeHandlers {
  const api = useToastContext();
  const drag = useRef<Drag | null>(null);

  const restore = (element: HTMLElement) => {
    drag.current = null;
    element.removeAttribute('data-swiping');
    element.style.setProperty('--swipe-x', '0px');
  };

  const dismiss = (element: HTMLElement) => {
    drag.current = null;
    element.removeAttribute('data-swiping');
    element.setAttribute('data-swiped', '');
    api.dismiss();
  };

  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      // Buttons inside keep their own presses; only the primary button or a touch starts a swipe.
      if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, axis: null };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests, some assistive tech) cannot be captured; moves still arrive.
      }
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      current.axis ??= gestureAxis(dx, dy);
      if (current.axis !== 'x') {
        if (current.axis === 'y') restore(event.currentTarget);
        return;
      }
      const element = event.currentTarget;
      if (isDraggedOut(dx, element.offsetWidth)) {
        dismiss(element);
        return;
      }
      element.setAttribute('data-swiping', '');
      element.style.setProperty('--swipe-x', `${swipeOffset(dx)}px`);
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const element = event.currentTarget;
      const dx = current.axis === 'x' ? event.clientX - current.startX : 0;
      if (swipeOutcome(dx, element.offsetWidth) === 'dismiss') dismiss(element);
      else restore(element);
    },
    onPointerCancel(event: PointerEvent<HTMLDivElement>) {
      if (drag.current) restore(event.currentTarget);
    },
  };
}
