import { Dialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext } from '#styled-system/jsx';
import { dialog } from '#styled-system/recipes';
import { XIcon } from '../../icons/index.ts';

const { withRootProvider, withContext } = createStyleContext(dialog);

/**
 * Ark's Dialog as a centred modal (a bottom sheet on phones): focus trapped, Escape and a press outside
 * close it, focus returns to what opened it (or to `finalFocusEl`). Portal the Backdrop and Positioner
 * (`<Portal>` from `@ark-ui/react/portal`) so no ancestor clips them. For a side panel use Drawer.
 */
export type RootProps = ComponentProps<typeof Root>;
export const Root = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const RootProvider = withRootProvider(Dialog.RootProvider);
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Header = withContext(ark.div, 'header');
/** An h2 (Ark's default): a dialog sits above a page that has its own h1. */
export const Title = withContext(Dialog.Title, 'title');
export const Description = withContext(Dialog.Description, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
const StyledCloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');
export const Context = Dialog.Context;

export interface CloseTriggerProps extends ComponentProps<typeof StyledCloseTrigger> {
  /** The button's accessible name, e.g. 'Close'. */
  'aria-label': string;
}

/** The X in the header; 44×44 px. */
export function CloseTrigger({ children, ...props }: CloseTriggerProps) {
  return <StyledCloseTrigger {...props}>{children ?? <XIcon aria-hidden="true" />}</StyledCloseTrigger>;
}
