import { defineSlotRecipe } from '@pandacss/dev';
import { emptyStateAnatomy } from './anatomy.ts';

export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  slots: emptyStateAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '3',
      px: '6',
      py: { base: '10', md: '14' },
      bg: 'bg.default',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.default',
      borderRadius: 'l3',
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '14',
      h: '14',
      mb: '1',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.fg',
      '& svg': { w: '7', h: '7' },
    },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'md', color: 'fg.muted', maxW: 'sm' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' },
  },
});
