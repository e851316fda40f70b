import { formatDate } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { DashboardCard, DashboardCardNote } from './dashboard-card.tsx';
import type { NextShipmentView } from './types.ts';

export interface NextShipmentCardProps {
  shipment: NextShipmentView | null;
  /** The subscriptions could not be loaded: say so rather than 'nothing scheduled'. */
  unavailable: boolean;
}

/** 'Next shipment': the active subscription that ships soonest, and the way to manage it. */
export function NextShipmentCard({ shipment, unavailable }: NextShipmentCardProps) {
  return (
    <DashboardCard kind="shipment" unavailable={unavailable}>
      {shipment ? (
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
        <DashboardCardNote>No shipments scheduled. Your active subscriptions show up here.</DashboardCardNote>
      )}
    </DashboardCard>
  );
}

const thumb = { flexShrink: '0', w: '16', h: '16', borderRadius: 'l2', bg: 'bg.subtle' } as const;

const styles = {
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
};
