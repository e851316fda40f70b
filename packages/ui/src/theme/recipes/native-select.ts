import { defineSlotRecipe } from '@pandacss/dev';
import { nativeSelectAnatomy } from './anatomy.ts';

/**
 * Layout of a native <select>; the field part also takes the `input` recipe, so it looks like every
 * other input. Native on purpose (as Park UI's NativeSelect): phones open their own picker, typing a
 * letter jumps to it, and browsers autofill it (`autocomplete="address-level1"`).
 */
export const nativeSelect = defineSlotRecipe({
  className: 'native-select',
  slots: nativeSelectAnatomy.keys(),
  base: {
    root: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    // Room for the chevron, so a long option never runs under it.
    field: {
      appearance: 'none',
      pe: '10',
      cursor: 'pointer',
      textOverflow: 'ellipsis',
      // A <select> matches :read-only, which the input recipe greys out; an enabled select is editable.
      '&:not(:disabled):read-only': { bg: 'bg.default' },
    },
    indicator: {
      position: 'absolute',
      insetEnd: '3',
      display: 'inline-flex',
      pointerEvents: 'none',
      color: 'fg.muted',
      '& svg': { w: '4', h: '4' },
    },
  },
});
