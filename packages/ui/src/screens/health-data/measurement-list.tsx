import {
  describeWeightChange,
  formatDate,
  formatWeight,
  formatWeightChange,
  type WeightMeasurement,
  withWeightChanges,
} from '@helmsman/domain';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { ChevronDownIcon } from '../../icons/index.ts';

/** A year of weekly weigh-ins is 52 rows: the newest ones first, the rest on request. */
export const MEASUREMENTS_SHOWN_FIRST = 10;

export interface MeasurementListProps {
  measurements: readonly (WeightMeasurement & { id: string })[];
  /** Labels the table (the id of the section heading). */
  labelledBy: string;
}

/** Every weigh-in, newest first: date, weight and the change since the weigh-in before. */
export function MeasurementList({ measurements, labelledBy }: MeasurementListProps) {
  const [showAll, setShowAll] = useState(false);
  const rows = withWeightChanges(measurements);
  const shown = showAll ? rows : rows.slice(0, MEASUREMENTS_SHOWN_FIRST);
  const hidden = rows.length - shown.length;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" data-numeric="">
              Weight
            </th>
            <th scope="col" data-numeric="">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.date}>
                <time dateTime={row.measuredOn}>{formatDate(row.measuredOn)}</time>
              </th>
              <td data-numeric="">{formatWeight(row.weightLbs)}</td>
              <td data-numeric="">
                <Change changeLbs={row.changeLbs} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 ? (
        <Button variant="outline" size="sm" className={styles.more} onClick={() => setShowAll(true)}>
          <ChevronDownIcon aria-hidden="true" />
          Show all {rows.length} measurements
        </Button>
      ) : null}
    </div>
  );
}

/** '−1.4 lb' to the eye, 'Down 1.4 lb' to a screen reader (a minus sign is often read as a dash). */
function Change({ changeLbs }: { changeLbs: number | null }) {
  if (changeLbs === null) {
    return (
      <>
        <span aria-hidden="true" className={styles.muted}>
          —
        </span>
        <span className={css({ srOnly: true })}>First weigh-in</span>
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true">{formatWeightChange(changeLbs)}</span>
      <span className={css({ srOnly: true })}>{describeWeightChange(changeLbs)}</span>
    </>
  );
}

const cell = { px: { base: '2', md: '4' }, py: '3', textAlign: 'left', borderBottomWidth: '1px' } as const;

const styles = {
  wrapper: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' }),
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { ...cell, borderColor: 'border.default' },
    '& thead th': {
      textStyle: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    // The card gives the table its margins: the outer columns need none of their own (phones).
    '& tr > :first-child': { pl: '0' },
    '& tr > :last-child': { pr: '0' },
    '& [data-numeric]': { textAlign: 'right', whiteSpace: 'nowrap' },
    '& tbody tr:last-child > *': { borderBottomWidth: '0' },
  }),
  date: css({ fontWeight: 'normal', whiteSpace: 'nowrap' }),
  muted: css({ color: 'fg.muted' }),
  more: css({ alignSelf: 'center' }),
};
