import { defineSlotRecipe } from '@pandacss/dev';
import { cardAnatomy } from './anatomy.ts';

const gutter = { base: '5', sm: '6' } as const;

export const card = defineSlotRecipe({
  className: 'card',
  slots: cardAnatomy.keys(),
  base: {
    // No overflow: hidden, it would clip the focus rings of links and buttons at the card's edge.
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.default',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      boxShadow: 'card',
      minW: '0',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: gutter, pt: gutter },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', flex: '1', gap: '4', px: gutter, py: gutter },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '3',
      px: gutter,
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
  },
  variants: {
    /** `flat` for cards nested in a coloured panel, where the shadow would look muddy. */
    variant: {
      elevated: {},
      flat: { root: { boxShadow: 'none' } },
    },
  },
  defaultVariants: { variant: 'elevated' },
});
