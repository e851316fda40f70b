import {
  defaultSiteConfig,
  frequencyText,
  PRICE_MONTHLY,
  PRICE_QUARTERLY,
  priceLabel,
} from '@helmsman/domain';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Accordion } from '../../components/accordion/index.ts';
import { Link } from '../../components/link/index.ts';
import { type SiteContactProps, StaticPage, type StaticPageProps } from '../../layouts/static-page/index.ts';
import { telHref } from '../../lib/tel-href.ts';

export interface FaqEntry {
  /** Stable value for the accordion (and a URL fragment if the app ever links to one). */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** The questions customers ask most, grouped by topic. */
export function faqGroups(email: string, phone: string): FaqGroup[] {
  return [
    {
      id: 'visits',
      title: 'Online visits and prescriptions',
      entries: [
        {
          id: 'how-visits-work',
          question: 'How does an online visit work?',
          answer: (
            <>
              <p>
                You answer a short medical questionnaire, which takes about 10 minutes. A U.S.-licensed
                provider reviews it, usually within one business day, and may message you with questions.
              </p>
              <p>
                If a treatment is right for you, the provider prescribes it and a licensed pharmacy ships it
                to your door. You can message your provider at any time after your visit.
              </p>
            </>
          ),
        },
        {
          id: 'who-are-providers',
          question: 'Who are the providers?',
          answer: (
            <p>
              Independent physicians and nurse practitioners, each licensed in the state where you live. They
              make their own medical decisions; we never pay them to prescribe.
            </p>
          ),
        },
        {
          id: 'prescription-guaranteed',
          question: 'Am I guaranteed a prescription?',
          answer: (
            <p>
              No. Only your provider can decide whether a treatment is safe and right for you. If they don't
              prescribe, you are not charged for the prescription product.
            </p>
          ),
        },
        {
          id: 'message-provider',
          question: 'Can I talk to my provider after my visit?',
          answer: (
            <p>
              Yes. Send a message from <a href="/messages">your messages</a>; providers usually answer within
              one business day. Messages are not for emergencies: if you think you may be having a medical
              emergency, call 911.
            </p>
          ),
        },
      ],
    },
    {
      id: 'shipping',
      title: 'Orders and shipping',
      entries: [
        {
          id: 'shipping-time',
          question: 'How long does shipping take?',
          answer: (
            <p>
              Orders usually leave within 1 to 2 business days, or as soon as your provider approves a
              prescription. Standard delivery then takes 3 to 5 business days. You'll find the tracking number
              on your <a href="/orders">Orders</a> page.
            </p>
          ),
        },
        {
          id: 'discreet',
          question: 'Is the packaging discreet?',
          answer: (
            <p>
              Yes. Orders arrive in a plain box with no product names or health information on the outside.
            </p>
          ),
        },
        {
          id: 'where-ship',
          question: 'Where do you ship?',
          answer: (
            <p>
              To addresses in the United States where our services are available. Prescriptions can only ship
              to the state where your provider treated you.
            </p>
          ),
        },
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions and billing',
      entries: [
        {
          id: 'how-subscriptions-work',
          question: 'How do subscriptions work?',
          answer: (
            <>
              <p>Choose how often you want your products, and we send them automatically:</p>
              <ul className={styles.list}>
                <li>
                  Monthly: {frequencyText('MONTHLY')}, {priceLabel(PRICE_MONTHLY, 'MONTHLY')}.
                </li>
                <li>
                  Quarterly: {frequencyText('QUARTERLY')}, {priceLabel(PRICE_QUARTERLY, 'QUARTERLY')}.
                </li>
              </ul>
              <p>Each renewal is charged to the card on file on its renewal date.</p>
            </>
          ),
        },
        {
          id: 'skip-pause-cancel',
          question: 'Can I skip, pause or cancel my subscription?',
          answer: (
            <p>
              Yes, at any time and with no fee, on your <a href="/subscriptions">Subscriptions</a> page. Make
              the change at least 24 hours before your renewal date to stop the next charge.
            </p>
          ),
        },
        {
          id: 'payment-declined',
          question: 'My payment was declined. What should I do?',
          answer: (
            <p>
              Update your card on the <a href="/accounts/editPaymentMethod">payment method</a> page. We try
              again with the new card, and your order ships as soon as the payment goes through.
            </p>
          ),
        },
        {
          id: 'refunds',
          question: 'What is your refund policy?',
          answer: (
            <p>
              Unopened supplements can be returned within 30 days of delivery for a refund. Prescription
              medicines can't be returned once dispensed, but if an order arrives damaged or wrong, we replace
              it or refund it. Refunds reach your card in 5 to 10 business days. The{' '}
              <a href="/terms">Terms of Use and Sale</a> have the details.
            </p>
          ),
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and your account',
      entries: [
        {
          id: 'health-info-private',
          question: 'Is my health information private?',
          answer: (
            <p>
              Yes. It is protected by HIPAA, encrypted, and seen only by the people involved in your care. We
              never sell it or share it with advertisers. Read our <a href="/privacy">Privacy Notice</a> to
              learn more.
            </p>
          ),
        },
        {
          id: 'forgot-password',
          question: 'I forgot my password. How do I get back in?',
          answer: (
            <p>
              Use <a href="/reset-password">Reset password</a> and enter the email address on your account. We
              email you a link to choose a new password.
            </p>
          ),
        },
        {
          id: 'contact-support',
          question: 'How do I reach a person?',
          answer: (
            <p>
              Email <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a>. The{' '}
              <a href="/supp">Support</a> page lists our hours.
            </p>
          ),
        },
      ],
    },
  ];
}

export interface FaqPageProps extends SiteContactProps {
  /** Entry ids open on arrival, e.g. from a link to a specific question. */
  defaultOpen?: string[];
  headerAction?: StaticPageProps['headerAction'];
}

/**
 * /faq: answers grouped by topic in accordions. Each question is a heading (h3) holding the
 * trigger, so screen-reader users can jump between questions as well as Tab through them.
 */
export function FaqPage({ defaultOpen = [], headerAction, ...site }: FaqPageProps) {
  const supportEmail = site.supportEmail ?? defaultSiteConfig.supportEmail;
  const supportPhone = site.supportPhone ?? defaultSiteConfig.supportPhone;
  const groups = faqGroups(supportEmail, supportPhone);
  return (
    <StaticPage
      {...site}
      headerAction={headerAction}
      current="/faq"
      eyebrow="Help center"
      title="Frequently Asked Questions"
      intro="Quick answers about visits, prescriptions, shipping, subscriptions, billing and privacy."
    >
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`} className={styles.group}>
            <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <Accordion.Root
              multiple
              collapsible
              defaultValue={group.entries.map((entry) => entry.id).filter((id) => defaultOpen.includes(id))}
            >
              {group.entries.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <h3>
                    <Accordion.ItemTrigger>
                      {entry.question}
                      <Accordion.Chevron />
                    </Accordion.ItemTrigger>
                  </h3>
                  <Accordion.ItemContent>{entry.answer}</Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))}
        <p className={styles.more}>
          Didn't find your answer? <Link href="/supp">Contact support</Link>
        </p>
      </div>
    </StaticPage>
  );
}

const styles = {
  groups: css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '12' } }),
  group: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  groupTitle: css({ textStyle: { base: 'xl', md: '2xl' }, fontFamily: 'heading', fontWeight: 'bold' }),
  list: css({ listStyleType: 'disc', ps: '5', my: '3' }),
  more: css({ color: 'fg.muted' }),
};
