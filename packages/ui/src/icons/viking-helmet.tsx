import { forwardRef, type SVGProps } from 'react';

export interface VikingHelmetIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  strokeWidth?: number | string;
}

/**
 * A horned helmet for the 'hair' category (lucide has none). Drawn on lucide's grid (24×24, 2px
 * round strokes, no fill) so it sits beside lucide icons unnoticed; like them it is hidden from
 * assistive technology unless given a label.
 */
export const VikingHelmetIcon = forwardRef<SVGSVGElement, VikingHelmetIconProps>(function VikingHelmetIcon(
  { size = 24, strokeWidth = 2, className, ...props },
  ref,
) {
  const labelled = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless labelled; a label comes with role="img" via props
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      className={['lucide', 'lucide-viking-helmet', className].filter(Boolean).join(' ')}
      {...props}
    >
      {/* Dome with a short crest, brim, nose guard, then the two horns. */}
      <path d="M5 15a7 7 0 0 1 14 0" />
      <path d="M12 8v3" />
      <rect x="4" y="15" width="16" height="3" rx="1" />
      <path d="M12 18v3.5" />
      <path d="M6 11.4C3.3 10.6 1.8 7.7 2.6 3.5c1.3 2.7 3 4.4 5.2 5.6" />
      <path d="M18 11.4c2.7-.8 4.2-3.7 3.4-7.9-1.3 2.7-3 4.4-5.2 5.6" />
    </svg>
  );
});
