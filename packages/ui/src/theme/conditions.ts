/**
 * Condition overrides. Panda's `_invalid` also matches the native `:invalid` pseudo-class, which
 * paints a required but untouched input red on first render. Our forms decide when an error shows
 * (after touch or submit) and mark it with Ark's data-invalid / aria-invalid, so only those count.
 */
export const conditions = {
  invalid: '&:is([data-invalid], [aria-invalid=true])',
} as const;
