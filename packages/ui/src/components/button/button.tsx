import { ark } from '@ark-ui/react/factory';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { type ButtonVariantProps, button, spinner } from '#styled-system/recipes';

export interface ButtonProps extends ComponentProps<typeof ark.button>, ButtonVariantProps {
  /**
   * Busy: shows a spinner, sets aria-busy and ignores presses. The button stays focusable (it is
   * aria-disabled, not disabled), so keyboard and screen-reader users keep their place while it waits.
   */
  loading?: boolean;
  /** Label while loading, e.g. 'Logging in…'; the normal label stays when omitted. */
  loadingText?: ReactNode;
}

export function Button(props: ButtonProps) {
  const [variantProps, { loading = false, loadingText, className, children, onClick, asChild, ...rest }] =
    button.splitVariantProps(props);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Also cancels implicit submission (Enter in a field clicks the submit button), so a busy form
    // is never sent twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <ark.button
      // A button inside a form submits unless told otherwise; make submitting the explicit choice.
      type={asChild ? undefined : 'button'}
      asChild={asChild}
      {...rest}
      className={cx(button(variantProps), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
    >
      {loading && !asChild ? (
        <>
          <span aria-hidden="true" className={spinner({ size: 'sm' }).indicator} />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </ark.button>
  );
}
