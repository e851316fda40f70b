import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { css, cx } from '#styled-system/css';
import { type LinkVariantProps, link } from '#styled-system/recipes';
import { ExternalLinkIcon } from '../../icons/index.ts';

export interface LinkProps extends ComponentProps<typeof ark.a>, LinkVariantProps {
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen-reader users
   * so (WCAG 3.2.5 advises warning before a new window).
   */
  external?: boolean;
}

/**
 * A plain `<a href>`: the app's router intercepts same-origin clicks, so the design system needs no
 * router. Use `asChild` to style another element (e.g. a router's own link) the same way.
 */
export function Link(props: LinkProps) {
  const [variantProps, { className, external = false, children, ...rest }] = link.splitVariantProps(props);
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <ark.a {...externalProps} {...rest} className={cx(link(variantProps), className)}>
      {children}
      {external && !rest.asChild ? (
        <>
          <ExternalLinkIcon aria-hidden="true" />
          <span className={css({ srOnly: true })}> (opens in a new tab)</span>
        </>
      ) : null}
    </ark.a>
  );
}
