import { defineRecipe } from '@pandacss/dev';

/** Text inputs. Separate from the field slot recipe (as in Park UI) so inputs can stand alone. */
export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input'],
  base: {
    appearance: 'none',
    width: 'full',
    minW: '0',
    bg: 'bg.default',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'l2',
    px: '3.5',
    // 16px text: smaller makes iOS Safari zoom the page on focus.
    textStyle: 'md',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle', opacity: '1' },
    _hover: { borderColor: 'border.strong' },
    // Text inputs match :focus-visible on any focus; the ring overlays the border so it reads 2px.
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '-1px',
      borderColor: 'focusRing',
    },
    _invalid: {
      borderColor: 'danger.fg',
      _focusVisible: { outlineColor: 'danger.fg', borderColor: 'danger.fg' },
    },
    _disabled: { bg: 'bg.subtle', color: 'fg.disabled', cursor: 'not-allowed' },
    _readOnly: { bg: 'bg.subtle' },
    _motionReduce: { transitionDuration: '0s' },
  },
  variants: {
    size: {
      md: { h: '11' },
      lg: { h: '12' },
    },
  },
  defaultVariants: { size: 'md' },
});
