import {
  defaultSiteConfig,
  doctorShortName,
  formatUsd,
  type ReplyTime,
  replyWindowText,
  type VisitCategory,
} from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { Spinner } from '../../components/spinner/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { panel } from '../../lib/style-pieces.ts';
import { DoctorCard, type DoctorView } from '../messages/doctor-card.tsx';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';
import { VisitRating, type VisitRatingProps } from './visit-rating.tsx';
import { VisitSurvey, type VisitSurveyProps } from './visit-survey.tsx';

/** The treatment order and who reviews it, as the confirmation shows them. */
export interface VisitConfirmationView {
  orderNumber: string;
  totalCents: number;
  /** The order's products, e.g. 'Sildenafil'. */
  productNames: string[];
  /** Null until a doctor is assigned: the page says one will be. */
  doctor: DoctorView | null;
  replyTime: ReplyTime;
}

export type VisitConfirmationState =
  | { state: 'loading' }
  /** The confirmation could not be loaded (or the order is not on the account): the message, and Try again. */
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; confirmation: VisitConfirmationView };

export interface VisitConfirmationScreenProps {
  category: VisitCategory;
  state: VisitConfirmationState;
  /** The optional survey's answers; resolve 'sent', or `{ message }` to show why not. */
  onSubmitSurvey: VisitSurveyProps['onSubmit'];
  /** The optional star rating; resolve 'sent', or `{ message }` ('Failed to submit feedback. Please try again.'). */
  onSubmitRating: VisitRatingProps['onSubmit'];
  messagesHref?: string;
  ordersHref?: string;
  brand?: string;
}

/** 'Dr. Lindqvist will review your visit within 1 business day.' or the site's promise for "a doctor". */
function reviewExpectation(doctor: DoctorView | null, replyTime: ReplyTime): string {
  const window = replyWindowText(replyTime.hours);
  return doctor
    ? `${doctorShortName(doctor.name)} will review your visit, usually within ${window}.`
    : `A doctor will review your visit, usually within ${window}.`;
}

/**
 * /visit/:category/confirmation/:orderNumber, the visit's last page: the order, who reviews it and
 * when, what happens next. The survey and the rating are offered, never required: the page is
 * complete without them.
 */
export function VisitConfirmationScreen({
  category,
  state,
  onSubmitSurvey,
  onSubmitRating,
  messagesHref = '/messages',
  ordersHref = '/orders',
  brand = defaultSiteConfig.brand,
}: VisitConfirmationScreenProps) {
  return (
    <FocusPage brand={brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        {state.state === 'loading' ? <Spinner label="Loading your confirmation…" /> : null}
        {state.state === 'error' ? (
          <>
            <FocusHeading>Your visit</FocusHeading>
            <InlineMessage
              status="error"
              title={state.message}
              actions={
                state.onRetry ? (
                  <Button variant="outline" onClick={state.onRetry}>
                    Try again
                  </Button>
                ) : (
                  <Link href={ordersHref}>See your orders</Link>
                )
              }
            />
          </>
        ) : null}
        {state.state === 'ready' ? (
          <Confirmed
            confirmation={state.confirmation}
            onSubmitSurvey={onSubmitSurvey}
            onSubmitRating={onSubmitRating}
            messagesHref={messagesHref}
            ordersHref={ordersHref}
          />
        ) : null}
      </FocusCard>
    </FocusPage>
  );
}

function Confirmed({
  confirmation,
  onSubmitSurvey,
  onSubmitRating,
  messagesHref,
  ordersHref,
}: Pick<VisitConfirmationScreenProps, 'onSubmitSurvey' | 'onSubmitRating'> & {
  confirmation: VisitConfirmationView;
  messagesHref: string;
  ordersHref: string;
}) {
  const { doctor, replyTime } = confirmation;
  const nextId = useId();
  return (
    <div className={styles.flow}>
      <FocusHeading>Your visit is with the doctor</FocusHeading>
      <FocusLead>
        Thank you. We received your order number <strong>{confirmation.orderNumber}</strong> (
        {confirmation.productNames.join(', ')}, {formatUsd(confirmation.totalCents)}).
      </FocusLead>
      {doctor ? (
        <DoctorCard doctor={doctor} replyTime={replyTime} />
      ) : (
        <InlineMessage status="info" live="none" title="A doctor will be assigned to your visit">
          We'll let you know who they are in your messages.
        </InlineMessage>
      )}
      <p className={styles.expectation}>{reviewExpectation(doctor, replyTime)}</p>
      <section aria-labelledby={nextId} className={styles.next}>
        <h2 id={nextId} className={styles.subheading}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>
            The doctor reviews your answers and may message you with questions in{' '}
            <Link href={messagesHref}>your messages</Link>.
          </li>
          <li>Once the doctor approves the treatment, your order ships. Nothing ships without approval.</li>
          <li>
            You can follow your order in <Link href={ordersHref}>your orders</Link>.
          </li>
        </ol>
      </section>
      <VisitSurvey onSubmit={onSubmitSurvey} />
      <VisitRating onSubmit={onSubmitRating} />
    </div>
  );
}

const styles = {
  flow: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  expectation: css({ fontWeight: 'semibold' }),
  next: css(panel, { p: { base: '4', md: '5' }, display: 'flex', flexDirection: 'column', gap: '2' }),
  subheading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  steps: css({ listStyleType: 'decimal', pl: '5', display: 'flex', flexDirection: 'column', gap: '1.5' }),
};
