import { Dialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext } from '#styled-system/jsx';
import { drawer } from '#styled-system/recipes';
import { XIcon } from '../../icons/index.ts';

const { withRootProvider, withContext } = createStyleContext(drawer);

/**
 * Ark's Dialog as a side drawer: modal, focus trapped, closes on Escape and on a press outside, and
 * gives focus back to what opened it. `placement` (start | end) and `size` (menu | cart) style it.
 * Portal the Backdrop and Positioner (`<Portal>` from `@ark-ui/react/portal`) so no ancestor clips it.
 */
export type RootProps = ComponentProps<typeof Root>;
export const Root = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const RootProvider = withRootProvider(Dialog.RootProvider);
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Header = withContext(ark.div, 'header');
/** An h2 (Ark's default): a drawer sits above a page that has its own h1. */
export const Title = withContext(Dialog.Title, 'title');
export const Description = withContext(Dialog.Description, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
const StyledCloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');
export const Context = Dialog.Context;

export interface CloseTriggerProps extends ComponentProps<typeof StyledCloseTrigger> {
  /** The button's accessible name, e.g. 'Close cart'. */
  'aria-label': string;
}

/** The X in the header; 44×44 px, named for what it closes. */
export function CloseTrigger({ children, ...props }: CloseTriggerProps) {
  return <StyledCloseTrigger {...props}>{children ?? <XIcon aria-hidden="true" />}</StyledCloseTrigger>;
}
