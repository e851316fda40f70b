import { defineSlotRecipe } from '@pandacss/dev';
import { titleBarAnatomy } from './anatomy.ts';

export const titleBar = defineSlotRecipe({
  className: 'title-bar',
  slots: titleBarAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      columnGap: '6',
      rowGap: '3',
      pb: '5',
      mb: { base: '6', md: '8' },
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    heading: {
      textStyle: { base: '2xl', md: '3xl' },
      fontFamily: 'heading',
      fontWeight: 'bold',
      color: 'fg.default',
      overflowWrap: 'anywhere',
    },
    title: {},
    brand: { fontWeight: 'normal', color: 'fg.subtle' },
    subtitle: { mt: '1.5', textStyle: 'md', color: 'fg.muted', maxW: '2xl' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
  },
});
