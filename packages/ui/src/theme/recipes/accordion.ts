import { accordionAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

/** Questions and answers: a full-width trigger per item, separated by hairlines. */
export const accordion = defineSlotRecipe({
  className: 'accordion',
  slots: accordionAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    item: {
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      _first: { borderTopWidth: '1px' },
    },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      width: 'full',
      // At least 48px tall even for one-line questions: a comfortable touch target.
      minH: '12',
      py: '4',
      textAlign: 'start',
      textStyle: { base: 'md', md: 'lg' },
      fontWeight: 'semibold',
      color: 'fg.default',
      cursor: 'pointer',
      borderRadius: 'l1',
      _hover: { color: 'link.hover' },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
    },
    itemIndicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '8',
      h: '8',
      borderRadius: 'full',
      bg: 'bg.subtle',
      color: 'fg.default',
      transitionProperty: 'transform, background-color',
      transitionDuration: 'normal',
      '& svg': { w: '4', h: '4' },
      _open: { transform: 'rotate(180deg)', bg: 'accent.default', color: 'accent.fg' },
      _motionReduce: { transitionDuration: '0s' },
    },
    itemContent: {
      color: 'fg.muted',
      textStyle: 'md',
      pb: '5',
      pe: { base: '0', md: '12' },
      '& p + p': { mt: '3' },
      '& a': {
        color: 'link.default',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        _hover: { color: 'link.hover' },
      },
    },
  },
});
