import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** Ark's Dialog parts plus the layout parts of a modal: header, scrolling body, footer of actions. */
export const modalDialogAnatomy = dialogAnatomy.extendWith('header', 'body', 'footer');

const gutter = { base: '5', sm: '6' } as const;

/**
 * A centred modal for a decision (confirmations, short forms). On phones it rises from the bottom
 * edge, full width, where the thumb is; the body scrolls when the content is taller than the screen.
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: modalDialogAnatomy.keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'rgb(10 17 32 / 0.5)',
      _open: { animation: 'fade-in 200ms {easings.out}' },
      _closed: { animation: 'fade-out 150ms {easings.in}' },
      _motionReduce: { animation: 'none!' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '6' },
      overscrollBehavior: 'contain',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxW: { base: 'full', sm: 'lg' },
      maxH: { base: '92dvh', sm: 'calc(100dvh - 3rem)' },
      bg: 'bg.default',
      color: 'fg.default',
      borderRadius: { base: 'l3 l3 0 0', sm: 'l3' },
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'raised',
      outline: 'none',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      _open: { animation: 'rise-in 200ms {easings.out}' },
      _closed: { animation: 'sink-out 150ms {easings.in}' },
      _motionReduce: { animation: 'none!' },
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '4',
      flexShrink: '0',
      px: gutter,
      pt: '5',
      pb: '3',
    },
    title: { textStyle: 'xl', fontFamily: 'heading', fontWeight: 'bold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted', mt: '1' },
    body: {
      flex: '1',
      minH: '0',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      px: gutter,
      py: '3',
    },
    footer: {
      display: 'flex',
      flexDirection: { base: 'column-reverse', sm: 'row' },
      justifyContent: 'flex-end',
      gap: '3',
      flexShrink: '0',
      px: gutter,
      pt: '4',
      pb: 'max(1.25rem, env(safe-area-inset-bottom))',
    },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '11',
      h: '11',
      mt: '-2',
      mr: '-2',
      borderRadius: 'full',
      color: 'fg.default',
      cursor: 'pointer',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '& svg': { w: '5', h: '5' },
    },
    trigger: {},
  },
});
