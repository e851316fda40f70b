import { defaultSiteConfig } from '@helmsman/domain';
import { type ReactNode, useId } from 'react';
import { css } from '#styled-system/css';
import { staticPage } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';
import { type SiteContactProps, SiteFooter, type StaticPagePath } from '../site-layout/site-footer.tsx';

export interface TocEntry {
  /** The id of the section heading it jumps to. */
  id: string;
  title: string;
}

export interface StaticPageProps extends SiteContactProps {
  /** The page shown: marked as current in the footer. */
  current: StaticPagePath;
  /** The page's only h1. */
  title: string;
  /** A short label above the title, e.g. 'Legal'. */
  eyebrow?: string;
  intro?: ReactNode;
  /** E.g. 'Last updated January 1, 2026' for legal texts. */
  meta?: ReactNode;
  /** Section links for long texts: a sticky column on wide screens, a box above the text on phones. */
  toc?: readonly TocEntry[];
  /**
   * The header's call to action. Anonymous by default ('Log in'); the app may pass its own, e.g.
   * `{ href: '/orders', label: 'My account' }` for a logged-in customer.
   */
  headerAction?: { href: string; label: string };
  children: ReactNode;
}

/**
 * The frame of the support, FAQ and legal pages: brand header linking home, a navy title band,
 * the content (with an optional table of contents) and a footer with the support contacts and
 * links to the other pages. Anonymous: it needs no customer data.
 */
export function StaticPage({
  current,
  title,
  eyebrow,
  intro,
  meta,
  toc,
  headerAction = { href: '/login', label: 'Log in' },
  brand = defaultSiteConfig.brand,
  tagline = defaultSiteConfig.tagline,
  supportEmail = defaultSiteConfig.supportEmail,
  supportPhone = defaultSiteConfig.supportPhone,
  children,
}: StaticPageProps) {
  const hasToc = toc !== undefined && toc.length > 0;
  const classes = staticPage({ toc: hasToc });
  const tocHeadingId = useId();
  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <div className={styles.brand}>
          <Wordmark brand={brand} href="/" />
          <span className={styles.tagline}>{tagline}</span>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={headerAction.href}>{headerAction.label}</a>
        </Button>
      </header>

      <div className={classes.hero}>
        <div className={classes.heroInner}>
          {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
          <h1 className={classes.title}>{title}</h1>
          {intro ? <p className={classes.intro}>{intro}</p> : null}
          {meta ? <p className={classes.meta}>{meta}</p> : null}
        </div>
      </div>

      <div className={classes.body}>
        {hasToc ? (
          <nav aria-labelledby={tocHeadingId} className={classes.toc}>
            <h2 id={tocHeadingId} className={classes.tocTitle}>
              On this page
            </h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <main id="main" className={classes.main}>
          {children}
        </main>
      </div>

      <SiteFooter
        current={current}
        brand={brand}
        tagline={tagline}
        supportEmail={supportEmail}
        supportPhone={supportPhone}
      />
    </div>
  );
}

const styles = {
  brand: css({ display: 'flex', alignItems: 'center', gap: '4', minW: '0' }),
  // The tagline is the brand's line, not navigation: hidden on phones where the header is tight.
  tagline: css({
    display: { base: 'none', md: 'inline' },
    ps: '4',
    borderStartWidth: '1px',
    borderColor: 'border.default',
    textStyle: 'sm',
    color: 'fg.muted',
  }),
};
