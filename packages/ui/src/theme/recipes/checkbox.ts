import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

/**
 * Checkboxes. The whole root is a <label>, so the text is part of the target (WCAG 2.5.8) and the
 * box itself can stay a calm 20px. Ark mirrors the hidden input's state onto the control as
 * data-state / data-focus-visible / data-invalid, which is what the conditions below match.
 */
export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '3',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '5',
      h: '5',
      // Centres the 20px box on the first line of 24px text.
      mt: '0.5',
      bg: 'bg.default',
      color: 'fg.inverted',
      borderWidth: '1.5px',
      // 3:1 against the card (WCAG 1.4.11): a checkbox is identified by its border.
      borderColor: 'border.control',
      borderRadius: 'xs',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _hover: { borderColor: 'border.strong' },
      _checked: { bg: 'bg.inverted', borderColor: 'bg.inverted' },
      _focusVisible: focusRing,
      _invalid: { borderColor: 'danger.fg' },
      _disabled: { bg: 'bg.subtle', borderColor: 'border.default' },
      _motionReduce: { transitionDuration: '0s' },
    },
    indicator: { display: 'inline-flex', '& svg': { w: '3.5', h: '3.5', strokeWidth: '3' } },
    label: { textStyle: 'md', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    group: { display: 'flex', flexDirection: 'column', gap: '3' },
  },
});
