import { dialog } from '#styled-system/recipes';
import { overlayParts } from './overlay-parts.tsx';

/**
 * Ark's Dialog as a centred modal (a bottom sheet on phones): focus trapped, Escape and a press outside
 * close it, focus returns to what opened it (or to `finalFocusEl`). Portal the Backdrop and Positioner
 * (`<Portal>` from `@ark-ui/react/portal`) so no ancestor clips them. For a side panel use Drawer.
 */
export const Dialog = overlayParts(dialog);
