/**
 * The one focus ring: 2px in the `focusRing` colour, on every control, visible only for keyboard focus
 * (`_focusVisible`). `offset` sets it off the edge (positive) or inside it where a parent would clip
 * it (negative: full-width menu items, drawers).
 */
export function focusRingAt(offset: string) {
  return { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: offset } as const;
}

/** The ring 2px off the control's edge: buttons, links, checkboxes. */
export const focusRing = focusRingAt('2px');
