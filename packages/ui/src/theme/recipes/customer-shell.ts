import { defineSlotRecipe } from '@pandacss/dev';
import { customerShellAnatomy } from './anatomy.ts';

export const customerShell = defineSlotRecipe({
  className: 'customer-shell',
  slots: customerShellAnatomy.keys(),
  base: {
    root: { minH: '100dvh', bg: 'bg.canvas', color: 'fg.default' },
    skipLink: {
      srOnly: true,
      _focus: { srOnly: false, position: 'absolute', top: '2', left: '2', zIndex: 'overlay', bg: 'bg.surface', px: '4', py: '2', borderRadius: 'md' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      px: { base: '4', md: '8' },
      py: '3',
      bg: 'bg.surface',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    nav: { display: 'flex', alignItems: 'center', gap: { base: '3', md: '6' }, flexWrap: 'wrap' },
    customer: { textStyle: 'sm', color: 'fg.muted', display: { base: 'none', md: 'block' } },
    main: { maxW: '5xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } },
  },
});
