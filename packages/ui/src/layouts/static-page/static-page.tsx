import { defaultSiteConfig } from '@helmsman/domain';
import { type ReactNode, useId } from 'react';
import { css } from '#styled-system/css';
import { staticPage } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import { Link } from '../../components/link/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';
import { MailIcon, PhoneIcon } from '../../icons/index.ts';
import { telHref } from '../../lib/tel-href.ts';

/** The anonymous information pages (spec section 2), in the order the footer lists them. */
export const staticPageLinks = [
  { href: '/supp', label: 'Support' },
  { href: '/faq', label: 'FAQ' },
  { href: '/privacy', label: 'Privacy Notice' },
  { href: '/terms', label: 'Terms of Use and Sale' },
  { href: '/consent-to-telehealth', label: 'Consent to Telehealth' },
] as const;

export type StaticPagePath = (typeof staticPageLinks)[number]['href'];

/** The site configuration a static page shows; each defaults to `defaultSiteConfig`. */
export interface SiteContactProps {
  brand?: string;
  tagline?: string;
  supportEmail?: string;
  supportPhone?: string;
}

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

      <footer className={classes.footer}>
        <div className={classes.footerInner}>
          <div className={classes.contact}>
            <Wordmark brand={brand} />
            <p>
              {brand} {tagline}
            </p>
            <p className={styles.contactLine}>
              <MailIcon aria-hidden="true" className={styles.contactIcon} />
              <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
            </p>
            <p className={styles.contactLine}>
              <PhoneIcon aria-hidden="true" className={styles.contactIcon} />
              <Link href={telHref(supportPhone)}>{supportPhone}</Link>
            </p>
          </div>
          <nav aria-label="Help and legal" className={classes.footerNav}>
            <ul>
              {staticPageLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={classes.legal}>
          {brand} is an online store and technology platform. Medical services are provided by independent,
          licensed healthcare providers. In an emergency, call 911.
        </p>
      </footer>
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
  contactLine: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  contactIcon: css({ flexShrink: '0', w: '4', h: '4' }),
};
