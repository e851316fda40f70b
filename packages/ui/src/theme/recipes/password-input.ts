import { passwordInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRingAt } from './focus-ring.ts';

/** Layout only: the input part also takes the `input` recipe, so both inputs look alike. */
export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    // Room for the visibility toggle so a long password never runs under it.
    input: { pe: '12' },
    visibilityTrigger: {
      position: 'absolute',
      insetEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '9',
      w: '9',
      borderRadius: 'l2',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      _focusVisible: focusRingAt('0'),
      _disabled: { cursor: 'not-allowed', opacity: '0.5' },
    },
    indicator: { display: 'inline-flex', '& svg': { width: '5', height: '5' } },
  },
});
