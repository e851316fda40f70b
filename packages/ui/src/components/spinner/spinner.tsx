import { cx } from '#styled-system/css';
import { type SpinnerVariantProps, spinner } from '#styled-system/recipes';

export interface SpinnerProps extends SpinnerVariantProps {
  /** What is loading, read by screen readers (and shown when `labelHidden` is false). */
  label?: string;
  className?: string;
}

/**
 * A polite live region (`role="status"`) that names what is loading; the turning ring itself is
 * hidden from assistive technology.
 */
export function Spinner({ label = 'Loading…', className, ...variants }: SpinnerProps) {
  const classes = spinner(variants);
  return (
    <span role="status" className={cx(classes.root, className)}>
      <span aria-hidden="true" className={classes.indicator} />
      <span className={classes.label}>{label}</span>
    </span>
  );
}
