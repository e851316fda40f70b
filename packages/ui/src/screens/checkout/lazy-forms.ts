import { lazyPart } from '../../lib/lazy-part.ts';

/** Checkout's forms (checkout-forms.tsx): loaded when a step first shows one. */
export const loadCheckoutForms = () => import('./checkout-forms.tsx');
export const SignUpForm = lazyPart(loadCheckoutForms, 'SignUpForm');
export const AddressForm = lazyPart(loadCheckoutForms, 'AddressForm');
export const PaymentForm = lazyPart(loadCheckoutForms, 'PaymentForm');
