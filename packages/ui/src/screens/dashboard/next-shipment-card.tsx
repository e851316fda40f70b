import { formatDate } from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { Card } from '../../components/card/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { Link } from '../../components/link/index.ts';
import { TruckIcon } from '../../icons/index.ts';
import { DASHBOARD_PATHS, type NextShipmentView } from './types.ts';

export interface NextShipmentCardProps {
  shipment: NextShipmentView | null;
  /** The subscriptions could not be loaded: say so rather than 'nothing scheduled'. */
  unavailable: boolean;
}

/** 'Next shipment': the active subscription that ships soonest, and the way to manage it. */
export function NextShipmentCard({ shipment, unavailable }: NextShipmentCardProps) {
  const headingId = useId();
  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId}>
        <Card.Header className={styles.header}>
          <TruckIcon aria-hidden="true" className={styles.headerIcon} />
          <Card.Title asChild>
            <h2 id={headingId}>Next shipment</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {unavailable ? (
            <p className={styles.muted}>We couldn't load your subscriptions just now.</p>
          ) : shipment ? (
            <div className={styles.product}>
              {shipment.image ? (
                <img src={shipment.image} alt="" width={64} height={64} className={styles.image} />
              ) : (
                <span className={styles.thumb}>
                  <CategoryIcon category={shipment.category} />
                </span>
              )}
              <div className={styles.text}>
                <p className={styles.name}>{shipment.productName}</p>
                <p className={styles.date}>
                  Ships <time dateTime={shipment.nextShipDate}>{formatDate(shipment.nextShipDate)}</time>
                </p>
              </div>
            </div>
          ) : (
            <p className={styles.muted}>No shipments scheduled. Your active subscriptions show up here.</p>
          )}
        </Card.Body>
        <Card.Footer>
          <Link href={DASHBOARD_PATHS.subscriptions} variant="standalone">
            Manage subscriptions
          </Link>
        </Card.Footer>
      </section>
    </Card.Root>
  );
}

const thumb = { flexShrink: '0', w: '16', h: '16', borderRadius: 'l2', bg: 'bg.subtle' } as const;

const styles = {
  header: css({ flexDirection: 'row', alignItems: 'center', gap: '2' }),
  headerIcon: css({ w: '5', h: '5', color: 'fg.muted' }),
  product: css({ display: 'flex', alignItems: 'center', gap: '4' }),
  image: css({ ...thumb, objectFit: 'cover' }),
  thumb: css({
    ...thumb,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.subtle',
    '& svg': { w: '7', h: '7' },
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  name: css({ fontWeight: 'semibold', textStyle: 'md' }),
  date: css({ color: 'fg.muted', textStyle: 'sm' }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
};
