import { type ReactNode, useId } from 'react';
import { css } from '#styled-system/css';
import { Card } from '../../components/card/index.ts';
import { Link } from '../../components/link/index.ts';
import { MessageCircleIcon, TruckIcon } from '../../icons/index.ts';
import { DASHBOARD_PATHS } from './types.ts';

/** The dashboard's cards: what each is titled, where its link goes, and what it shows from. */
const cards = {
  shipment: {
    icon: TruckIcon,
    title: 'Next shipment',
    link: { href: DASHBOARD_PATHS.subscriptions, label: 'Manage subscriptions' },
    source: 'subscriptions',
  },
  messages: {
    icon: MessageCircleIcon,
    title: 'Recent messages',
    link: { href: DASHBOARD_PATHS.messages, label: 'Go to messages' },
    source: 'messages',
  },
} as const;

export interface DashboardCardProps {
  kind: keyof typeof cards;
  /** Its source could not be loaded: the card says so rather than 'nothing yet'. */
  unavailable: boolean;
  children: ReactNode;
}

/**
 * A card of the dashboard: a section titled with an icon (decorative: the title says the same), its
 * content, and a link to the page where its subject is managed.
 */
export function DashboardCard({ kind, unavailable, children }: DashboardCardProps) {
  const { icon: Icon, title, link, source } = cards[kind];
  const headingId = useId();
  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId}>
        <Card.Header className={styles.header}>
          <Icon aria-hidden="true" className={styles.headerIcon} />
          <Card.Title asChild>
            <h2 id={headingId}>{title}</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {unavailable ? (
            <DashboardCardNote>{`We couldn't load your ${source} just now.`}</DashboardCardNote>
          ) : (
            children
          )}
        </Card.Body>
        <Card.Footer>
          <Link href={link.href} variant="standalone">
            {link.label}
          </Link>
        </Card.Footer>
      </section>
    </Card.Root>
  );
}

/** What a dashboard card says instead of its content: nothing yet, or it could not be loaded. */
export function DashboardCardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

const styles = {
  header: css({ flexDirection: 'row', alignItems: 'center', gap: '2' }),
  headerIcon: css({ w: '5', h: '5', color: 'fg.muted' }),
  note: css({ color: 'fg.muted', textStyle: 'sm' }),
};
