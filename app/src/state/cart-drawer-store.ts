import { proxy } from 'valtio';
import { onSessionEnd } from '../session/end-session.ts';

/**
 * The cart drawer (spec section 4: it opens, closes or toggles, and its content loads on first open).
 * Every customer page mounts its own shell, so the state lives here: `openOn` is the path the drawer
 * was opened on (it is open only there, so Back or any other navigation leaves it closed), and
 * `requested` stays true from the first open on, which is what lets the cart query run.
 */
export interface CartDrawerState {
  openOn: string | null;
  requested: boolean;
}

export const cartDrawerStore = proxy<CartDrawerState>({ openOn: null, requested: false });

export function openCartDrawer(path: string): void {
  cartDrawerStore.openOn = path;
  cartDrawerStore.requested = true;
}

export function closeCartDrawer(): void {
  cartDrawerStore.openOn = null;
}

onSessionEnd(() => {
  cartDrawerStore.openOn = null;
  cartDrawerStore.requested = false;
});
