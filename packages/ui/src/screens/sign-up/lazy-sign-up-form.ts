import { lazyPart } from '../../lib/lazy-part.ts';

/** The inline sign-up form (sign-up-form.tsx): loaded when a page first shows it. */
export const SignUpForm = lazyPart(() => import('./sign-up-form.tsx'), 'SignUpForm');
