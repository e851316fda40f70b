import { defaultSiteConfig } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { titleBar } from '#styled-system/recipes';
import { Link } from '../link/link.tsx';

export interface TitleBarProps {
  /** The page's name, e.g. 'Orders'. */
  title: string;
  /** Shown after the title as 'title | brand' (spec section 2). */
  brand?: string;
  subtitle?: ReactNode;
  /** The optional title link, e.g. back to a list or to a related page. */
  link?: { href: string; label: string };
  /** Anything else at the end of the bar, e.g. a primary action. */
  actions?: ReactNode;
  /** An id for the heading, so a region can be labelled by it. */
  headingId?: string;
  className?: string;
}

/**
 * The page's title bar and its only h1. It renders the same 'title | brand' text that the app puts
 * in document.title (domain `pageTitle`), but sets nothing itself: screens stay free of side effects.
 */
export function TitleBar({
  title,
  brand = defaultSiteConfig.brand,
  subtitle,
  link,
  actions,
  headingId,
  className,
}: TitleBarProps) {
  const classes = titleBar();
  return (
    <header className={cx(classes.root, className)}>
      <div>
        <h1 id={headingId} className={classes.heading}>
          <span className={classes.title}>{title}</span>
          <span className={classes.brand}> | {brand}</span>
        </h1>
        {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
      </div>
      {link || actions ? (
        <div className={classes.actions}>
          {link ? (
            <Link href={link.href} variant="standalone">
              {link.label}
            </Link>
          ) : null}
          {actions}
        </div>
      ) : null}
    </header>
  );
}
