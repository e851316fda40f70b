import { lazyPart } from '../../lib/lazy-part.ts';

// The inline sign-up is shared with the online visit: a chunk of its own.
export { SignUpForm } from '../sign-up/lazy-sign-up-form.ts';

/** Checkout's forms (checkout-forms.tsx): loaded when a step first shows one. */
export const loadCheckoutForms = () => import('./checkout-forms.tsx');
export const AddressForm = lazyPart(loadCheckoutForms, 'AddressForm');
export const PaymentForm = lazyPart(loadCheckoutForms, 'PaymentForm');
