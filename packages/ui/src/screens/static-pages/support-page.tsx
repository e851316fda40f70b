import { defaultSiteConfig } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Card } from '../../components/card/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { ClockIcon, MailIcon, MessageCircleIcon, PhoneIcon } from '../../icons/index.ts';
import { type SiteContactProps, StaticPage, type StaticPageProps } from '../../layouts/static-page/index.ts';
import { telHref } from '../../lib/tel-href.ts';

export interface SupportHours {
  days: string;
  time: string;
}

/** Care-team hours unless the site passes its own. */
export const defaultSupportHours: readonly SupportHours[] = [
  { days: 'Monday to Friday', time: '9 a.m. to 6 p.m. Eastern' },
  { days: 'Saturday', time: '10 a.m. to 2 p.m. Eastern' },
  { days: 'Sunday and U.S. holidays', time: 'Closed' },
];

export interface SupportPageProps extends SiteContactProps {
  hours?: readonly SupportHours[];
  headerAction?: StaticPageProps['headerAction'];
}

const selfService = [
  { href: '/orders', label: 'Track an order' },
  { href: '/subscriptions', label: 'Skip, pause or cancel a subscription' },
  { href: '/accounts/editPaymentMethod', label: 'Update your payment method' },
  { href: '/accounts', label: 'Change your address or details' },
  { href: '/reset-password', label: 'Reset your password' },
  { href: '/faq', label: 'Read the FAQ' },
] as const;

/** /supp: how to reach the care team, when, and what customers can do themselves. */
export function SupportPage({ hours = defaultSupportHours, headerAction, ...site }: SupportPageProps) {
  const supportEmail = site.supportEmail ?? defaultSiteConfig.supportEmail;
  const supportPhone = site.supportPhone ?? defaultSiteConfig.supportPhone;
  return (
    <StaticPage
      {...site}
      headerAction={headerAction}
      current="/supp"
      eyebrow="Help center"
      title="Support"
      intro="Our care team helps with orders, subscriptions, billing and your account. Questions about your treatment go to your provider."
    >
      <div className={styles.stack}>
        <InlineMessage status="warning" live="none" title="In an emergency, call 911">
          If you think you may be having a medical emergency, call 911 or go to the nearest emergency room.
          Don't use email, phone support or messages for emergencies. If you are in crisis or thinking about
          harming yourself, call or text 988 (Suicide &amp; Crisis Lifeline).
        </InlineMessage>

        <section aria-labelledby="support-contact" className={styles.section}>
          <h2 id="support-contact" className={styles.heading}>
            Contact us
          </h2>
          <ul className={styles.options}>
            <ContactOption
              icon={<MailIcon />}
              title="Email"
              action={<Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>}
            >
              Best for order, billing and account questions. We reply within one business day.
            </ContactOption>
            <ContactOption
              icon={<PhoneIcon />}
              title="Phone"
              action={<Link href={telHref(supportPhone)}>{supportPhone}</Link>}
            >
              Talk to the care team during support hours. Have your order number ready.
            </ContactOption>
            <ContactOption
              icon={<MessageCircleIcon />}
              title="Message your provider"
              action={<Link href="/messages">Open your messages</Link>}
            >
              For questions about your treatment, dosage or side effects. Log in to use your secure inbox.
            </ContactOption>
          </ul>
        </section>

        <section aria-labelledby="support-hours" className={styles.section}>
          <h2 id="support-hours" className={styles.heading}>
            Support hours
          </h2>
          <Card.Root>
            <Card.Body>
              <dl className={styles.hours}>
                {hours.map((entry) => (
                  <div key={entry.days} className={styles.hoursRow}>
                    <dt className={styles.days}>
                      <ClockIcon aria-hidden="true" className={styles.smallIcon} />
                      {entry.days}
                    </dt>
                    <dd>{entry.time}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.muted}>
                Emails and messages sent outside these hours are answered the next business day.
              </p>
            </Card.Body>
          </Card.Root>
        </section>

        <section aria-labelledby="support-self-service" className={styles.section}>
          <h2 id="support-self-service" className={styles.heading}>
            Do it yourself, any time
          </h2>
          <ul className={styles.links}>
            {selfService.map((item) => (
              <li key={item.href}>
                <Link href={item.href} variant="standalone">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="support-tips" className={styles.section}>
          <h2 id="support-tips" className={styles.heading}>
            When you write to us
          </h2>
          <ul className={styles.tips}>
            <li>Write from the email address on your account, or tell us which one it is.</li>
            <li>Include your order number if your question is about an order.</li>
            <li>Never send your full card number, security code or password. We will never ask for them.</li>
          </ul>
        </section>
      </div>
    </StaticPage>
  );
}

function ContactOption({
  icon,
  title,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Card.Root className={styles.option}>
        <Card.Body>
          <span className={styles.optionIcon} aria-hidden="true">
            {icon}
          </span>
          <h3 className={styles.optionTitle}>{title}</h3>
          <p className={styles.muted}>{children}</p>
          <p className={styles.optionAction}>{action}</p>
        </Card.Body>
      </Card.Root>
    </li>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '12' } }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: css({ textStyle: { base: 'xl', md: '2xl' }, fontFamily: 'heading', fontWeight: 'bold' }),
  options: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
  }),
  option: css({ height: 'full' }),
  optionIcon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    '& svg': { w: '5', h: '5' },
  }),
  optionTitle: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  optionAction: css({ mt: 'auto', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  hours: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  hoursRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: '6',
    rowGap: '1',
    pb: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  days: css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' }),
  smallIcon: css({ flexShrink: '0', w: '4', h: '4', color: 'fg.muted' }),
  muted: css({ color: 'fg.muted' }),
  links: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
    '& a': { textStyle: 'md' },
  }),
  tips: css({
    listStyleType: 'disc',
    ps: '5',
    color: 'fg.muted',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
  }),
};
