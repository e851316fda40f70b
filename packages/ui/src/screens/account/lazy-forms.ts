import { lazyPart } from '../../lib/lazy-part.ts';

/** The edit forms (account-forms.tsx): loaded when the page is idle, or when Edit is pressed. */
export const loadForms = () => import('./account-forms.tsx');
export const ProfileForm = lazyPart(loadForms, 'ProfileForm');
export const ShippingForm = lazyPart(loadForms, 'ShippingForm');
export const BillingForm = lazyPart(loadForms, 'BillingForm');
export const PasswordForm = lazyPart(loadForms, 'PasswordForm');
