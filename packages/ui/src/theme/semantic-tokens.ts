import { defineSemanticTokens } from '@pandacss/dev';

/**
 * What recipes and screens use. Names follow Park UI (bg / fg / border / accent, then status palettes)
 * so patterns copied from Park UI read the same here. Light theme only for now: each value is a plain
 * reference, and a `_dark` condition can be added per token later without touching a component.
 */
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    /** Page background: a warm off-white, so white cards read as raised surfaces. */
    canvas: { value: '{colors.sand.50}' },
    /** Cards, inputs, popovers. */
    default: { value: '{colors.white}' },
    subtle: { value: '{colors.sand.100}' },
    muted: { value: '{colors.sand.200}' },
    /** Dark brand surface (hero panels) under light text. */
    inverted: { value: '{colors.navy.950}' },
  },
  fg: {
    /** 18.9:1 on white, 17.9:1 on bg.canvas. */
    default: { value: '{colors.navy.950}' },
    /** Secondary text: 10.0:1 on white. */
    muted: { value: '{colors.navy.600}' },
    /** Tertiary text, still AA (7.3:1 on white, 6.6:1 on bg.subtle). */
    subtle: { value: '{colors.navy.500}' },
    /** Text on bg.inverted. */
    inverted: { value: '{colors.white}' },
    /** Secondary text on bg.inverted: 15.4:1. */
    invertedMuted: { value: '{colors.navy.100}' },
    disabled: { value: '{colors.navy.400}' },
  },
  border: {
    /** Decorative separators (cards, dividers): no contrast requirement applies. */
    default: { value: '{colors.sand.200}' },
    muted: { value: '{colors.sand.100}' },
    /**
     * Borders that identify a control (inputs, outline buttons) must reach 3:1 (WCAG 1.4.11):
     * navy.400 is 4.4:1 on white, 4.0:1 on bg.subtle.
     */
    control: { value: '{colors.navy.400}' },
    strong: { value: '{colors.navy.900}' },
  },
  accent: {
    /** The brand accent #FEC256: backgrounds only, always under accent.fg. */
    default: { value: '{colors.gold.400}' },
    emphasized: { value: '{colors.gold.500}' },
    muted: { value: '{colors.gold.200}' },
    subtle: { value: '{colors.gold.100}' },
    /** Text on any accent background: 11.7:1 on gold.400, 9.8:1 on gold.500. */
    fg: { value: '{colors.navy.950}' },
  },
  link: {
    default: { value: '{colors.navy.900}' },
    hover: { value: '{colors.navy.700}' },
  },
  /** Focus indicator: a blue distinct from text and accent, 6.0:1 on white, 5.7:1 on bg.canvas, 3.7:1 next to the accent. */
  focusRing: { value: '{colors.blue.700}' },
  danger: {
    /** #B42318: the 'Declined' red, 6.6:1 on white. */
    fg: { value: '{colors.red.700}' },
    subtle: { value: '{colors.red.50}' },
    border: { value: '{colors.red.200}' },
    solid: { value: '{colors.red.700}' },
  },
  success: {
    fg: { value: '{colors.green.700}' },
    subtle: { value: '{colors.green.50}' },
    border: { value: '{colors.green.200}' },
  },
  info: {
    fg: { value: '{colors.blue.800}' },
    subtle: { value: '{colors.blue.50}' },
    border: { value: '{colors.blue.200}' },
  },
  warning: {
    /** Warning text is dark on a gold tint: gold itself never carries text. */
    fg: { value: '{colors.gold.900}' },
    subtle: { value: '{colors.gold.50}' },
    border: { value: '{colors.gold.300}' },
  },
});

/** Park UI's radius levels: l1 small parts (badges), l2 controls, l3 surfaces (cards). */
export const semanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.sm}' },
  l2: { value: '{radii.md}' },
  l3: { value: '{radii.xl}' },
});

export const semanticShadows = defineSemanticTokens.shadows({
  card: { value: '{shadows.sm}' },
  raised: { value: '{shadows.lg}' },
});
