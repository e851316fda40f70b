import { defineTextStyles } from '@pandacss/dev';

/**
 * Type scale. Sizes come from preset-panda's rem scale; the styles add the line height and tracking
 * each size needs, so recipes and screens pick one name instead of three properties.
 */
export const textStyles = defineTextStyles({
  xs: { value: { fontSize: 'xs', lineHeight: '1.125rem' } },
  sm: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  /** 16px body text: also keeps iOS Safari from zooming into focused inputs. */
  md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
  lg: { value: { fontSize: 'lg', lineHeight: '1.75rem' } },
  xl: { value: { fontSize: 'xl', lineHeight: '1.875rem', letterSpacing: '-0.01em' } },
  '2xl': { value: { fontSize: '2xl', lineHeight: '2rem', letterSpacing: '-0.015em' } },
  '3xl': { value: { fontSize: '3xl', lineHeight: '2.375rem', letterSpacing: '-0.02em' } },
  '4xl': { value: { fontSize: '4xl', lineHeight: '2.75rem', letterSpacing: '-0.02em' } },
});
