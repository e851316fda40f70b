import { drawer } from '#styled-system/recipes';
import { overlayParts } from '../dialog/overlay-parts.tsx';

/**
 * Ark's Dialog as a side drawer: modal, focus trapped, closes on Escape and on a press outside, and
 * gives focus back to what opened it. `placement` (start | end) and `size` (menu | cart) style it.
 * Portal the Backdrop and Positioner (`<Portal>` from `@ark-ui/react/portal`) so no ancestor clips it.
 */
export const Drawer = overlayParts(drawer);
