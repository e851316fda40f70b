import { defaultSiteConfig } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { staticPage } from '#styled-system/recipes';
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

/** The site configuration a public page shows; each defaults to `defaultSiteConfig`. */
export interface SiteContactProps {
  brand?: string;
  tagline?: string;
  supportEmail?: string;
  supportPhone?: string;
}

export interface SiteFooterProps extends SiteContactProps {
  /** The information page shown, marked as current in the footer's links. */
  current?: string;
}

/**
 * The footer of every public page (the shop's and the information pages): the brand, the support
 * contacts, links to the information pages and the clinic's legal line. Its styles are the
 * static-page recipe's footer parts, so the two frames cannot drift apart.
 */
export function SiteFooter({
  current,
  brand = defaultSiteConfig.brand,
  tagline = defaultSiteConfig.tagline,
  supportEmail = defaultSiteConfig.supportEmail,
  supportPhone = defaultSiteConfig.supportPhone,
}: SiteFooterProps) {
  const classes = staticPage();
  return (
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
  );
}

const styles = {
  contactLine: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  contactIcon: css({ flexShrink: '0', w: '4', h: '4' }),
};
