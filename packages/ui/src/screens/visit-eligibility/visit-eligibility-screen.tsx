import { defaultSiteConfig, US_STATES, type VisitCategory, visitCategoryLabels } from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { Spinner } from '../../components/spinner/index.ts';
import {
  EmailField,
  formRules,
  SchemaForm,
  SelectField,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

/** Where the check of the picked state stands. */
export type VisitEligibilityCheck =
  /** No state picked yet. */
  | { state: 'idle' }
  | { state: 'loading' }
  /** 'Failed to determine eligibility': the app shows the gateway's message as it is. */
  | { state: 'error'; message: string; onRetry: () => void }
  | {
      state: 'ineligible';
      stateName: string;
      /**
       * Lists the e-mail to be told when the clinic treats there. Resolve 'joined' once listed,
       * or `{ formError }` / `{ fieldErrors: { email } }` to show a problem.
       */
      onJoinWaitlist: (email: string) => Promise<SubmitResult | 'joined'>;
      /** The e-mail listed in this visit, once it is. */
      joinedEmail?: string;
    }
  | {
      state: 'eligible';
      stateName: string;
      /** The visit's next step: the questionnaire for a customer, the account for a visitor. */
      next: { href: string; label: string; text: string };
    };

export interface VisitEligibilityScreenProps {
  category: VisitCategory;
  check: VisitEligibilityCheck;
  /** The picked state's USPS code, if any: the picker shows it. */
  selectedState?: string;
  /** The visitor picked a state and pressed Continue. */
  onCheck: (stateCode: string) => void;
  brand?: string;
  /** Where 'Back to the treatment' leads. */
  treatmentHref: string;
}

interface StateValues {
  state?: string;
}
interface WaitlistValues {
  email: string;
}

const STATE_REQUIRED = 'Please choose the state you live in.';
const stateOptions = [
  { value: '', label: 'Choose your state' },
  ...US_STATES.map(({ code, name }) => ({ value: code, label: name })),
];
const waitlistRules = formRules<WaitlistValues>((forms) => forms.resetRequestSchema);

/**
 * /visit/:category, the first step of an online visit for anyone, visitor or customer: where the
 * patient lives decides whether the clinic's doctors may treat them. An ineligible state says why
 * and offers to tell them when the clinic treats there; an eligible one leads on.
 */
export function VisitEligibilityScreen({
  category,
  check,
  selectedState,
  onCheck,
  brand = defaultSiteConfig.brand,
  treatmentHref,
}: VisitEligibilityScreenProps) {
  const label = visitCategoryLabels[category];
  const headingId = useId();
  return (
    <FocusPage
      brand={brand}
      align="start"
      mainId="main"
      headerEnd={
        <Link href={treatmentHref} variant="standalone">
          Back to the treatment
        </Link>
      }
    >
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        <FocusHeading id={headingId}>Where do you live?</FocusHeading>
        <FocusLead>
          Our doctors can only treat patients in the states where they are licensed. Tell us your state to see
          whether we can treat {label.toLowerCase()} there.
        </FocusLead>
        <SchemaForm<StateValues>
          onSubmit={async ({ state }) => {
            if (state) onCheck(state);
            return undefined;
          }}
          validate={async ({ state }) => (state ? undefined : { state: STATE_REQUIRED })}
          initialValues={{ state: selectedState ?? '' }}
          aria-labelledby={headingId}
          className={styles.form}
        >
          <SelectField name="state" label="STATE" options={stateOptions} autoComplete="address-level1" />
          <SubmitButton size="lg" loadingText="Checking…">
            Continue
          </SubmitButton>
        </SchemaForm>
        <div aria-live="polite" className={styles.result}>
          <CheckResult check={check} label={label} />
        </div>
      </FocusCard>
    </FocusPage>
  );
}

function CheckResult({ check, label }: { check: VisitEligibilityCheck; label: string }) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'loading':
      return <Spinner label="Checking your state…" />;
    case 'error':
      return (
        <InlineMessage
          status="error"
          title={check.message}
          actions={
            <Button variant="outline" onClick={check.onRetry}>
              Try again
            </Button>
          }
        >
          Please try again in a moment.
        </InlineMessage>
      );
    case 'eligible':
      return (
        <div className={styles.outcome}>
          <InlineMessage
            status="success"
            live="none"
            title={`Good news: we treat ${label.toLowerCase()} in ${check.stateName}.`}
          >
            {check.next.text}
          </InlineMessage>
          <Button asChild size="lg">
            <a href={check.next.href}>{check.next.label}</a>
          </Button>
        </div>
      );
    case 'ineligible':
      return <Ineligible {...check} label={label} />;
  }
}

function Ineligible({
  stateName,
  onJoinWaitlist,
  joinedEmail,
  label,
}: Extract<VisitEligibilityCheck, { state: 'ineligible' }> & { label: string }) {
  const waitlistId = useId();
  const submit = async (values: WaitlistValues) => {
    const result = await onJoinWaitlist((await waitlistRules.cast(values)).email);
    return result === 'joined' ? undefined : toSubmissionErrors(result);
  };
  return (
    <div className={styles.outcome}>
      <InlineMessage
        status="warning"
        live="none"
        title={`We can't treat ${label.toLowerCase()} in ${stateName} yet.`}
      >
        Our doctors are not licensed to prescribe this treatment to patients in {stateName}, so we cannot
        start a visit for you there. Nothing has been charged and no account was needed.
      </InlineMessage>
      {joinedEmail ? (
        <InlineMessage status="success" title="You're on the list">
          We'll e-mail {joinedEmail} as soon as we treat {label.toLowerCase()} in {stateName}.
        </InlineMessage>
      ) : (
        <section aria-labelledby={waitlistId}>
          <h2 id={waitlistId} className={styles.subheading}>
            Tell me when you treat {stateName}
          </h2>
          <SchemaForm<WaitlistValues>
            onSubmit={submit}
            validate={waitlistRules.validate}
            formErrorAt="end"
            aria-labelledby={waitlistId}
            className={styles.form}
          >
            <EmailField name="email" label="E-MAIL" />
            <SubmitButton variant="outline" loadingText="Sending…">
              Tell me
            </SubmitButton>
          </SchemaForm>
        </section>
      )}
    </div>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start', mt: '4' }),
  result: css({ mt: '6', _empty: { display: 'none' } }),
  outcome: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' }),
  subheading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
};
