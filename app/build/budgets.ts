/**
 * The bundle budgets, in KiB of gzip (level 9, each file on its own): what build/bundle-budget.test.ts
 * holds every route to, and what the chunk plan (build/chunk-plan.ts) must keep every route within.
 * Their history and reasons are in the test's comment.
 */
export const TARGET = { public: 90, customer: 150 } as const;
export const ENFORCED_HYDRATION = { public: 117, customer: TARGET.customer } as const;
/** All CSS is one file today (Panda's); a route that adds its own must stay small. */
export const CSS_BUDGET_KIB = 20;
