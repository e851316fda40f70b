import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'sm',
      fontWeight: 'semibold',
      color: 'fg.default',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.fg' },
    helperText: { textStyle: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '1.5',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'danger.fg',
      '& svg': { flexShrink: '0', width: '4', height: '4', mt: '0.5' },
    },
  },
});
