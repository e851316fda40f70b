import { defineRecipe } from '@pandacss/dev';

/**
 * Long-form copy (privacy notice, terms, consent): readable line length, a clear heading rhythm and
 * links that look like links. Applied to a wrapper, it styles the plain elements inside.
 */
export const prose = defineRecipe({
  className: 'prose',
  jsx: ['Prose'],
  base: {
    maxW: '68ch',
    color: 'fg.default',
    textStyle: 'md',
    '& :where(h2)': {
      textStyle: { base: 'xl', md: '2xl' },
      fontFamily: 'heading',
      fontWeight: 'bold',
      mt: '12',
      mb: '4',
      scrollMarginTop: '6',
      textWrap: 'balance',
    },
    '& :where(h3)': { textStyle: 'lg', fontWeight: 'semibold', mt: '8', mb: '2' },
    '& :where(h2, h3):first-child': { mt: '0' },
    // Documents made of <section>s: each section's heading is its first child, so space the sections.
    '& :where(section + section)': { mt: '12' },
    '& :where(p)': { mb: '4', color: 'fg.muted' },
    '& :where(ul, ol)': { mb: '5', ps: '5', color: 'fg.muted' },
    '& :where(ul)': { listStyleType: 'disc' },
    '& :where(ol)': { listStyleType: 'decimal' },
    '& :where(li)': { mb: '2', ps: '1' },
    '& :where(li)::marker': { color: 'fg.subtle' },
    '& :where(strong)': { fontWeight: 'semibold', color: 'fg.default' },
    '& :where(a)': {
      color: 'link.default',
      textDecoration: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
      borderRadius: 'xs',
      _hover: { color: 'link.hover', textDecorationThickness: '2px' },
    },
  },
});
