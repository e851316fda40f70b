import { defineSlotRecipe } from '@pandacss/dev';
import { alertAnatomy } from './anatomy.ts';

/** Text stays fg.default on every tint; only the icon and border carry the status colour. */
export const alert = defineSlotRecipe({
  className: 'alert',
  slots: alertAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      px: '4',
      py: '3.5',
      borderWidth: '1px',
      borderRadius: 'l2',
      color: 'fg.default',
      textStyle: 'sm',
    },
    icon: { flexShrink: '0', mt: '0.5', '& svg': { width: '5', height: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
    title: { fontWeight: 'semibold' },
    description: { color: 'fg.default' },
  },
  variants: {
    status: {
      error: { root: { bg: 'danger.subtle', borderColor: 'danger.border' }, icon: { color: 'danger.fg' } },
      info: { root: { bg: 'info.subtle', borderColor: 'info.border' }, icon: { color: 'info.fg' } },
      success: {
        root: { bg: 'success.subtle', borderColor: 'success.border' },
        icon: { color: 'success.fg' },
      },
      warning: {
        root: { bg: 'warning.subtle', borderColor: 'warning.border' },
        icon: { color: 'warning.fg' },
      },
    },
  },
  defaultVariants: { status: 'info' },
});
