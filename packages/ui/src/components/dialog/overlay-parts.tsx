import { Dialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext, type StyleContext } from '#styled-system/jsx';
import type { DialogRecipe, DrawerRecipe } from '#styled-system/recipes';
import { XIcon } from '../../icons/index.ts';

/** The slot recipes of an overlay: the same parts (`overlayAnatomy`), styled as a modal or a drawer. */
type OverlayRecipe = DialogRecipe | DrawerRecipe;

/**
 * Ark's Dialog bound to an overlay recipe, as the parts of a compound component (Dialog, Drawer):
 * modal, focus trapped, closed by Escape and by a press outside, focus given back to what opened it.
 * The root takes the recipe's variants; the other parts read the styles from it.
 */
export function overlayParts<R extends OverlayRecipe>(recipe: R) {
  const context = createStyleContext(recipe);
  // Both recipes have the same slots; TypeScript cannot see that through the generic R.
  const { withContext } = context as StyleContext<OverlayRecipe>;
  const StyledCloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');

  /** The X in the header; 44×44 px, named for what it closes (e.g. 'Close cart'). */
  // biome-ignore lint/correctness/noComponentHookFactories: called once per recipe at module level (Dialog, Drawer), never during a render
  function CloseTrigger({
    children,
    ...props
  }: ComponentProps<typeof StyledCloseTrigger> & { 'aria-label': string }) {
    return <StyledCloseTrigger {...props}>{children ?? <XIcon aria-hidden="true" />}</StyledCloseTrigger>;
  }

  return {
    Root: context.withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
    RootProvider: context.withRootProvider(Dialog.RootProvider),
    Trigger: withContext(Dialog.Trigger, 'trigger'),
    Backdrop: withContext(Dialog.Backdrop, 'backdrop'),
    Positioner: withContext(Dialog.Positioner, 'positioner'),
    Content: withContext(Dialog.Content, 'content'),
    Header: withContext(ark.div, 'header'),
    /** An h2 (Ark's default): an overlay sits above a page that has its own h1. */
    Title: withContext(Dialog.Title, 'title'),
    Description: withContext(Dialog.Description, 'description'),
    Body: withContext(ark.div, 'body'),
    Footer: withContext(ark.div, 'footer'),
    CloseTrigger,
    Context: Dialog.Context,
  };
}
