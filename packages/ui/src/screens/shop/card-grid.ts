import { css } from '#styled-system/css';

/**
 * A grid of linked cards, as the catalogue and the home page show products and treatments: one
 * column on phones, two from 640px, four from 1024px. The card's name is its link, and the link's
 * box covers the card, so all of it is a target and the card shows the focus ring.
 */
export const cardGrid = {
  list: css({
    display: 'grid',
    gap: { base: '4', md: '6' },
    gridTemplateColumns: {
      base: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
  }),
  item: css({ display: 'flex', '& > *': { flex: '1' } }),
  card: css({
    position: 'relative',
    transitionProperty: 'border-color',
    transitionDuration: 'fast',
    _hover: { borderColor: 'border.strong' },
    '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _motionReduce: { transitionDuration: '0s' },
  }),
  name: css({ textStyle: 'lg', fontWeight: 'semibold', fontFamily: 'heading' }),
  link: css({
    color: 'fg.default',
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '0.2em',
    outline: 'none',
    _hover: { textDecorationColor: 'currentColor' },
    _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
  }),
};
