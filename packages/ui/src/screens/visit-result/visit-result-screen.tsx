import { defaultSiteConfig, type VisitCategory, visitCategoryLabels } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Link } from '../../components/link/index.ts';
import { type PageLoadState, PageStates } from '../../components/page-state/index.ts';
import { CircleCheckIcon, ClockIcon, TriangleAlertIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

export interface VisitRiskReason {
  code: string;
  message: string;
}

export type VisitResultScreenState =
  | { state: 'loading' }
  /** 'Failed to determine eligibility': the gateway's message, as it is. */
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'eligible'; continueHref: string }
  /** A doctor decides before anything is prescribed; the visit goes on. */
  | { state: 'needs_review'; reasons: readonly VisitRiskReason[]; continueHref: string }
  /** Not safe to prescribe online: the visit stops here, with no way on to an order. */
  | { state: 'not_eligible'; reasons: readonly VisitRiskReason[] };

export type VisitResultScreenProps = VisitResultScreenState & {
  category: VisitCategory;
  brand?: string;
  supportEmail?: string;
  /** Where 'Go to my account' leads when the visit stops. */
  homeHref?: string;
  /** The support page. */
  supportHref?: string;
};

/**
 * /visit/:category/result: what the risk assessment made of the answers, in plain words. Eligible and
 * "a doctor will decide" go on to the photo; not eligible stops, says why, and offers no way to order.
 */
export function VisitResultScreen(props: VisitResultScreenProps) {
  const { category, brand = defaultSiteConfig.brand } = props;
  return (
    <FocusPage brand={brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        <PageStates of={props} subject="your result" frame={withHeadingOnError}>
          {(loaded) => <Outcome {...loaded} />}
        </PageStates>
      </FocusCard>
    </FocusPage>
  );
}

function withHeadingOnError(state: ReactNode, kind: PageLoadState['state']) {
  return kind === 'error' ? (
    <>
      <FocusHeading>Your visit's result</FocusHeading>
      {state}
    </>
  ) : (
    state
  );
}

type OutcomeProps = Exclude<VisitResultScreenProps, { state: PageLoadState['state'] }>;

function Outcome(props: OutcomeProps) {
  const label = visitCategoryLabels[props.category].toLowerCase();
  switch (props.state) {
    case 'eligible':
      return (
        <div className={styles.outcome}>
          <Icon tone="success">
            <CircleCheckIcon />
          </Icon>
          <FocusHeading>Good news: you can continue</FocusHeading>
          <FocusLead>
            Your answers show no reason {label} treatment would not be safe for you. A doctor still reviews
            your visit before anything is prescribed.
          </FocusLead>
          <ContinueButton href={props.continueHref} />
        </div>
      );
    case 'needs_review':
      return (
        <div className={styles.outcome}>
          <Icon tone="info">
            <ClockIcon />
          </Icon>
          <FocusHeading>A doctor will decide</FocusHeading>
          <FocusLead>
            Some of your answers need a doctor's judgement. You can finish your visit now; a doctor reads your
            answers and decides whether the treatment is right for you before anything is prescribed or
            charged.
          </FocusLead>
          <Reasons reasons={props.reasons} title="What the doctor will look at" />
          <ContinueButton href={props.continueHref} />
        </div>
      );
    case 'not_eligible':
      return <NotEligible {...props} label={label} />;
  }
}

function NotEligible({
  reasons,
  label,
  supportEmail = defaultSiteConfig.supportEmail,
  homeHref = defaultSiteConfig.loggedInRedirect,
  supportHref = '/supp',
}: Extract<OutcomeProps, { state: 'not_eligible' }> & { label: string }) {
  return (
    <div className={styles.outcome}>
      <Icon tone="warning">
        <TriangleAlertIcon />
      </Icon>
      <FocusHeading>We can't treat you online</FocusHeading>
      <FocusLead>
        Based on your answers, {label} treatment would not be safe to prescribe without seeing a doctor in
        person. Your visit stops here: nothing has been ordered and you have not been charged.
      </FocusLead>
      <Reasons reasons={reasons} title="Why" />
      <p className={styles.muted}>
        Please talk to your own doctor about it. Questions? Write to{' '}
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link> or visit our{' '}
        <Link href={supportHref}>support page</Link>.
      </p>
      <Button asChild size="lg" variant="outline">
        <a href={homeHref}>Go to my account</a>
      </Button>
    </div>
  );
}

function Reasons({ reasons, title }: { reasons: readonly VisitRiskReason[]; title: string }) {
  if (reasons.length === 0) return null;
  return (
    <section aria-label={title} className={styles.reasons}>
      <h2 className={styles.subheading}>{title}</h2>
      <ul className={styles.list}>
        {reasons.map((reason) => (
          <li key={reason.code}>{plainReason(reason.message)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The legacy API writes each reason for the doctor and the patient at once ('Takes nitrates: ED
 * medication is contraindicated.'); the patient reads the part before the colon, the finding, and
 * the screen's own text says what follows from it.
 */
export function plainReason(message: string): string {
  const finding = message.split(':')[0]?.trim() ?? '';
  return finding.length > 0 ? `${finding}.` : message;
}

function ContinueButton({ href }: { href: string }) {
  return (
    <Button asChild size="lg">
      <a href={href}>Continue</a>
    </Button>
  );
}

function Icon({ tone, children }: { tone: 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <span className={styles.icon} data-tone={tone} aria-hidden="true">
      {children}
    </span>
  );
}

const styles = {
  outcome: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    '& svg': { w: '6', h: '6' },
    '&[data-tone=warning]': { bg: 'warning.subtle', color: 'warning.fg' },
  }),
  reasons: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  subheading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  list: css({ listStyle: 'disc', pl: '6', display: 'flex', flexDirection: 'column', gap: '1' }),
  muted: css({ color: 'fg.muted' }),
};
