import { defaultSiteConfig } from '@helmsman/domain';
import { cx } from '#styled-system/css';
import { type WordmarkVariantProps, wordmark } from '#styled-system/recipes';
import { ShipWheelIcon } from '../../icons/index.ts';

export interface WordmarkProps extends WordmarkVariantProps {
  brand?: string;
  /** Makes the logo a link (the home page, '/', on anonymous pages). */
  href?: string;
  className?: string;
}

/** The brand logo: a helm in the accent colour beside the brand name. */
export function Wordmark({ brand = defaultSiteConfig.brand, href, className, ...variants }: WordmarkProps) {
  const classes = wordmark(variants);
  const content = (
    <>
      <span className={classes.mark} aria-hidden="true">
        <ShipWheelIcon strokeWidth={2.25} />
      </span>
      <span className={classes.name}>{brand}</span>
    </>
  );
  return href ? (
    // The visible name is the start of the accessible name (WCAG 2.5.3), the rest says where it goes.
    <a href={href} className={cx(classes.root, className)} aria-label={`${brand} home`}>
      {content}
    </a>
  ) : (
    <span className={cx(classes.root, className)}>{content}</span>
  );
}
