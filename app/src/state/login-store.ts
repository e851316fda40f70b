import { proxy } from 'valtio';
import { persist } from './persist.ts';

/**
 * Spec section 3/4: login state (isVisible, isLoggedIn) persisted locally; logged in follows the
 * presence of a lead id, which is saved on login. Only the session cookie grants access: a stale lead
 * id meets UNAUTHENTICATED and the app logs out.
 */
export interface LoginState {
  /** The login slider (online visit) is open. */
  isVisible: boolean;
  isLoggedIn: boolean;
  leadsId: string | null;
}

const defaults: LoginState = { isVisible: false, isLoggedIn: false, leadsId: null };

export const loginStore = proxy<LoginState>({ ...defaults });

persist(loginStore, 'login', ['isVisible', 'isLoggedIn', 'leadsId'], defaults);
// A lead id without the flag (or the reverse) cannot come from us: trust the lead id.
loginStore.isLoggedIn = loginStore.leadsId !== null;

export function loginSucceeded(leadsId: string): void {
  loginStore.leadsId = leadsId;
  loginStore.isLoggedIn = true;
  loginStore.isVisible = false;
}

export function loginFailed(): void {
  Object.assign(loginStore, defaults);
}

/**
 * Spec section 7: the legacy API answers 'Finish' on a pending order with the lead id the visit goes on
 * under, which the product stores. It is the session's own lead, so the customer stays logged in.
 */
export function leadIdReceived(leadsId: string): void {
  loginStore.leadsId = leadsId;
  loginStore.isLoggedIn = true;
}
