import { LOCAL_PERSIST_TIMEOUT_MS } from '@helmsman/domain';
import { proxy } from 'valtio';
import { persist } from './persist.ts';

/**
 * Where a visit stands in this browser, in the order of its pages (app/src/visit/visit-paths.ts): the
 * steps before the questionnaire, the questionnaire, then the steps after it up to the payment (the
 * confirmation forgets the visit).
 */
export const VISIT_STEPS = [
  'eligibility',
  'account',
  'questions',
  'result',
  'photo',
  'treatment',
  'add-ons',
  'payment',
] as const;
export type VisitStepName = (typeof VISIT_STEPS)[number];

/**
 * Spec section 3's `onlineVisit` store, persisted locally under the product's prefix with the 5000 ms
 * persist timeout. It holds where the visit is (category slug, step, the lead it belongs to) and
 * never a health answer: answers live only on the server, which is where a visit resumes from on
 * any device. The object is not extensible, so nothing else can be put in it.
 */
export interface OnlineVisitState {
  /** The category's slug, as in the visit's path ('ed', 'sky-glp'). */
  category: string | null;
  step: VisitStepName | null;
  leadsId: string | null;
}

const defaults: OnlineVisitState = { category: null, step: null, leadsId: null };

export const onlineVisitStore = proxy<OnlineVisitState>({ ...defaults });
// Its three fields only: adding one (an answer) throws.
Object.preventExtensions(onlineVisitStore);

persist(onlineVisitStore, 'onlineVisit', ['category', 'step', 'leadsId'], defaults, {
  writeEveryMs: LOCAL_PERSIST_TIMEOUT_MS,
});

/** The visit of `category` is at `step` (and, once known, belongs to lead `leadsId`). */
export function visitReached(category: string, step: VisitStepName, leadsId: string | null): void {
  if (!VISIT_STEPS.includes(step)) throw new Error(`not a visit step: ${String(step)}`);
  Object.assign(onlineVisitStore, { category, step, leadsId });
}

export function forgetVisit(): void {
  Object.assign(onlineVisitStore, defaults);
}
