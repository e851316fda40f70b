import {
  defaultSiteConfig,
  HEALTH_DATA_NOT_AVAILABLE,
  localIsoDate,
  type MeasurementValues,
  weightTrendSummary,
} from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { EmptyState } from '../../components/empty-state/index.ts';
import { PageStates } from '../../components/page-state/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { HeartPulseIcon, HouseIcon, LockIcon } from '../../icons/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { FocusCard, FocusHeading } from '../../layouts/focus-page/index.ts';
import { messageCardStyles } from '../error/error-screen.tsx';
import { AddMeasurementForm } from './add-measurement-form.tsx';
import { MeasurementList } from './measurement-list.tsx';
import { WeightChart } from './weight-chart.tsx';

/** One weigh-in as the app hands it over (newest first is not required: the screen sorts). */
export interface WeightMeasurementView {
  id: string;
  /** 'YYYY-MM-DD'. */
  measuredOn: string;
  weightLbs: number;
}

export type HealthDataScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  /** The customer has no 'SKY GLP' subscription. */
  | { state: 'not-available' }
  | {
      state: 'ready';
      measurements: WeightMeasurementView[];
      /** Resolve `undefined` once saved and the list shows it; or the errors to show. */
      onAddMeasurement: (values: MeasurementValues) => Promise<SubmitResult>;
    };

export type HealthDataScreenProps = HealthDataScreenState & {
  brand?: string;
  /** Where 'not available' leads back to. */
  homeHref?: string;
  /** 'YYYY-MM-DD': the newest date a weigh-in may have; the customer's own today by default. */
  today?: string;
};

/** /health-data: the SKY GLP programme's weight log, its trend, and a form to add a weigh-in. */
export function HealthDataScreen(props: HealthDataScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <CustomerPage
      title="Health data"
      brand={brand}
      subtitle={
        props.state === 'not-available'
          ? undefined
          : 'Your weigh-ins on the SKY GLP programme, and how your weight is trending.'
      }
    >
      <HealthDataContent {...props} />
    </CustomerPage>
  );
}

function HealthDataContent(props: HealthDataScreenProps) {
  return (
    <PageStates of={props} subject="your health data">
      {(loaded) =>
        loaded.state === 'not-available' ? (
          <NotAvailable homeHref={loaded.homeHref ?? '/dashboard'} />
        ) : (
          <WeightLog
            measurements={loaded.measurements}
            onAddMeasurement={loaded.onAddMeasurement}
            today={loaded.today ?? localIsoDate()}
          />
        )
      }
    </PageStates>
  );
}

function NotAvailable({ homeHref }: { homeHref: string }) {
  return (
    <div className={styles.notAvailable}>
      <FocusCard variant="message" badge={<LockIcon />}>
        <FocusHeading level={2}>Health data isn't available</FocusHeading>
        <p className={messageCardStyles.text}>{HEALTH_DATA_NOT_AVAILABLE}</p>
        <Button asChild size="lg" className={messageCardStyles.action}>
          <a href={homeHref}>
            <HouseIcon aria-hidden="true" />
            Go to dashboard
          </a>
        </Button>
      </FocusCard>
    </div>
  );
}

function WeightLog({
  measurements,
  onAddMeasurement,
  today,
}: {
  measurements: WeightMeasurementView[];
  onAddMeasurement: (values: MeasurementValues) => Promise<SubmitResult>;
  today: string;
}) {
  const trendId = useId();
  const summaryId = useId();
  const addId = useId();
  const listId = useId();
  const summary = weightTrendSummary(measurements);
  return (
    <div className={styles.layout}>
      <section aria-labelledby={trendId} className={styles.trend}>
        <Card.Root>
          <Card.Header>
            <Card.Title asChild>
              <h2 id={trendId}>Weight trend</h2>
            </Card.Title>
          </Card.Header>
          <Card.Body className={styles.trendBody}>
            {summary ? (
              <>
                <p id={summaryId} className={styles.summary}>
                  {summary}
                </p>
                <WeightChart measurements={measurements} describedBy={summaryId} />
              </>
            ) : (
              <NoMeasurements />
            )}
          </Card.Body>
        </Card.Root>
      </section>

      <section aria-labelledby={addId} className={styles.add}>
        <Card.Root>
          <Card.Header>
            <Card.Title asChild>
              <h2 id={addId}>Add a measurement</h2>
            </Card.Title>
            <Card.Description>Weigh yourself at the same time of day for a steady trend.</Card.Description>
          </Card.Header>
          <Card.Body>
            <AddMeasurementForm onAdd={onAddMeasurement} today={today} />
          </Card.Body>
        </Card.Root>
      </section>

      {measurements.length > 0 ? (
        <section aria-labelledby={listId} className={styles.list}>
          <Card.Root>
            <Card.Header>
              <Card.Title asChild>
                <h2 id={listId}>Weight measurements</h2>
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <MeasurementList measurements={measurements} labelledBy={listId} />
            </Card.Body>
          </Card.Root>
        </section>
      ) : null}
    </div>
  );
}

function NoMeasurements() {
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <HeartPulseIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No measurements yet</EmptyState.Title>
      <EmptyState.Description>
        Add your first weigh-in with the form. Your trend appears here as your log grows.
      </EmptyState.Description>
    </EmptyState.Root>
  );
}

const styles = {
  layout: css({
    display: 'grid',
    gap: { base: '6', md: '8' },
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
    gridTemplateAreas: { base: '"trend" "add" "list"', lg: '"trend add" "list add"' },
    alignItems: 'start',
  }),
  trend: css({ gridArea: 'trend' }),
  add: css({ gridArea: 'add' }),
  list: css({ gridArea: 'list' }),
  trendBody: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  summary: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  notAvailable: css({ display: 'flex', justifyContent: 'center', py: { base: '4', md: '8' } }),
};
