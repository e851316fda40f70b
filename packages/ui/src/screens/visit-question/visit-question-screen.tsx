import {
  defaultSiteConfig,
  type VisitAnswer,
  type VisitCategory,
  type VisitProgress,
  type VisitQuestion,
  visitCategoryLabels,
} from '@helmsman/domain';
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { type PageLoadState, PageStates } from '../../components/page-state/index.ts';
import {
  formRules,
  loadFormSchemas,
  SchemaForm,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { CircleCheckIcon, ClockIcon, TriangleAlertIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading, FocusPage } from '../../layouts/focus-page/index.ts';
import { AnswerInput } from './answer-input.tsx';
import { type AnswerFormValue, toFormValue } from './answer-value.ts';
import { VisitEyebrow } from './visit-eyebrow.tsx';

export type VisitQuestionScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  /** No visit of the category in progress: never started, or submitted and with the doctor. */
  | { state: 'none' }
  /** The last answer submitted the visit. */
  | { state: 'complete' }
  | {
      state: 'ready';
      question: VisitQuestion;
      /** The saved answer, when the customer comes back to a question they answered. */
      answer: VisitAnswer | null;
      progress: VisitProgress | null;
      /**
       * Called with the validated answer (numbers as numbers, yes/no as booleans). Resolve undefined
       * once the app moved on; `{ fieldErrors: { answer } }` or `{ formError }` to show a problem.
       */
      onSubmit: (answer: VisitAnswer) => Promise<SubmitResult>;
      /** Goes one question back; absent at the first question. Resolve `{ formError }` on failure. */
      onBack?: () => Promise<SubmitResult>;
    };

export type VisitQuestionScreenProps = VisitQuestionScreenState & {
  category: VisitCategory;
  brand?: string;
  supportEmail?: string;
  /** The customer's account, where 'Save and exit' and the end states lead. */
  accountHref?: string;
};

/**
 * /visit/:category/question/:questionId: one question of the online visit at a time, with its answer
 * options, Back and Continue. Answers are checked with the rules the gateway applies (domain), so a
 * customer sees the same message either way.
 */
export function VisitQuestionScreen(props: VisitQuestionScreenProps) {
  const {
    category,
    brand = defaultSiteConfig.brand,
    supportEmail = defaultSiteConfig.supportEmail,
    accountHref = defaultSiteConfig.loggedInRedirect,
  } = props;
  const label = visitCategoryLabels[category];
  const questionsShown = useRef(0);
  return (
    <FocusPage
      brand={brand}
      align="start"
      mainId="main"
      headerEnd={
        props.state === 'ready' ? (
          <Link href={accountHref} variant="standalone">
            Save and exit
          </Link>
        ) : null
      }
    >
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        <Content
          {...props}
          label={label}
          accountHref={accountHref}
          supportEmail={supportEmail}
          questionsShown={questionsShown}
        />
      </FocusCard>
    </FocusPage>
  );
}

type ContentProps = VisitQuestionScreenProps & {
  label: string;
  accountHref: string;
  supportEmail: string;
  questionsShown: RefObject<number>;
};

function Content(props: ContentProps) {
  return (
    <PageStates of={props} subject="your visit" frame={withHeadingOnError}>
      {(loaded) => {
        switch (loaded.state) {
          case 'none':
            return (
              <EndState
                icon={<ClockIcon />}
                title="No visit in progress"
                text={`You have no ${loaded.label.toLowerCase()} visit to continue. If you just finished it, a doctor is reviewing your answers.`}
                accountHref={loaded.accountHref}
              />
            );
          case 'complete':
            return (
              <EndState
                icon={<CircleCheckIcon />}
                title="Thank you, your visit is complete"
                text="A doctor will review your answers and message you if they need anything else. You can follow your order in your account."
                accountHref={loaded.accountHref}
              />
            );
          case 'ready':
            return <QuestionForm {...loaded} key={loaded.question.id} />;
        }
      }}
    </PageStates>
  );
}

/** The card's heading while the question loads is the spinner's; a failure gets one of its own. */
function withHeadingOnError(state: ReactNode, kind: PageLoadState['state']) {
  return kind === 'error' ? (
    <>
      <FocusHeading>Online visit</FocusHeading>
      {state}
    </>
  ) : (
    state
  );
}

function EndState({
  icon,
  title,
  text,
  accountHref,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  accountHref: string;
}) {
  return (
    <div className={styles.end}>
      <span className={styles.endIcon} aria-hidden="true">
        {icon}
      </span>
      <FocusHeading>{title}</FocusHeading>
      <p className={styles.muted}>{text}</p>
      <Button asChild size="lg" className={styles.endAction}>
        <a href={accountHref}>Go to my account</a>
      </Button>
    </div>
  );
}

type ReadyProps = Extract<ContentProps, { state: 'ready' }>;

function QuestionForm({
  question,
  answer,
  progress,
  onSubmit,
  onBack,
  supportEmail,
  questionsShown,
}: ReadyProps) {
  const headingId = useId();
  const helpId = useId();
  // One schema per question; toVisitAnswer comes with the schemas (both need yup).
  const rules = useMemo(
    () => formRules<AnswerFormValue>((forms) => forms.visitAnswerFormSchema(question)),
    [question],
  );
  const initialValues = useMemo(() => ({ answer: toFormValue(question, answer) }), [question, answer]);
  const back = useBack(onBack);
  useFocusOnArrival(headingId, questionsShown);
  const isStop = question.type === 'stop';

  const submit = async (values: AnswerFormValue) => {
    const { toVisitAnswer } = await loadFormSchemas();
    return toSubmissionErrors(await onSubmit(toVisitAnswer(question, values.answer)));
  };

  return (
    <>
      {progress ? <ProgressBar progress={progress} /> : null}
      <SchemaForm<AnswerFormValue>
        onSubmit={submit}
        validate={isStop ? undefined : rules.validate}
        initialValues={initialValues}
        formErrorAt="end"
        aria-labelledby={headingId}
        className={styles.form}
      >
        {isStop ? (
          <StopNotice headingId={headingId} text={question.text} supportEmail={supportEmail} />
        ) : (
          <>
            <h1 id={headingId} tabIndex={-1} className={styles.question}>
              {question.text}
            </h1>
            {question.help ? (
              <p id={helpId} className={styles.muted}>
                {question.help}
              </p>
            ) : null}
            <AnswerInput
              question={question}
              labelledBy={headingId}
              describedBy={question.help ? helpId : undefined}
            />
          </>
        )}
        {back.error ? <InlineMessage status="error">{back.error}</InlineMessage> : null}
        <div className={styles.actions}>
          {onBack ? (
            <Button
              variant="outline"
              size="lg"
              loading={back.pending}
              loadingText="Going back…"
              onClick={() => void back.run()}
            >
              Back
            </Button>
          ) : null}
          {isStop ? null : (
            <SubmitButton size="lg" loadingText="Saving…" className={styles.continue}>
              Continue
            </SubmitButton>
          )}
        </div>
      </SchemaForm>
    </>
  );
}

/** A stop question ends this branch: the visit cannot go on online (the customer may go back). */
function StopNotice({
  headingId,
  text,
  supportEmail,
}: {
  headingId: string;
  text: string;
  supportEmail: string;
}) {
  return (
    <>
      <span className={styles.stopIcon} aria-hidden="true">
        <TriangleAlertIcon />
      </span>
      <h1 id={headingId} tabIndex={-1} className={styles.question}>
        We can't continue your visit online
      </h1>
      <p>{text}</p>
      <p className={styles.muted}>
        If an answer was a mistake, go back and change it. Questions? Write to{' '}
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </p>
    </>
  );
}

function ProgressBar({ progress }: { progress: VisitProgress }) {
  const total = Math.max(progress.totalEstimate, progress.answered, 1);
  const text = `${progress.answered} of about ${total} questions answered`;
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label="Visit progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={progress.answered}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${(progress.answered / total) * 100}%` }} />
      </div>
      <p className={styles.progressText} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}

/** Back: busy while it runs, and its failure shown until the next try. */
function useBack(onBack: ReadyProps['onBack']) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async () => {
    if (!onBack || pending) return;
    setPending(true);
    setError(undefined);
    try {
      const result = await onBack();
      setError(result?.formError);
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}

/**
 * After Continue or Back a new question replaces the old one: focus goes to its heading, so keyboard
 * and screen-reader users start reading there. Not for the first question the page shows (the page
 * itself just loaded).
 */
function useFocusOnArrival(headingId: string, questionsShown: RefObject<number>) {
  useEffect(() => {
    if (questionsShown.current > 0) document.getElementById(headingId)?.focus();
    questionsShown.current += 1;
  }, [headingId, questionsShown]);
}

const styles = {
  question: css({
    textStyle: { base: 'xl', sm: '2xl' },
    fontFamily: 'heading',
    fontWeight: 'bold',
    textWrap: 'pretty',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '4px' },
    _focus: { outline: 'none' },
  }),
  muted: css({ color: 'fg.muted', textWrap: 'pretty' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  actions: css({ display: 'flex', gap: '3', mt: '2', flexWrap: 'wrap' }),
  continue: css({ flex: '1', minW: '10rem' }),
  progress: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  track: css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' }),
  bar: css({
    h: 'full',
    borderRadius: 'full',
    bg: 'fg.default',
    transitionProperty: 'width',
    transitionDuration: 'normal',
    _motionReduce: { transitionDuration: '0s' },
  }),
  progressText: css({ textStyle: 'sm', color: 'fg.muted' }),
  end: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  endIcon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    '& svg': { w: '6', h: '6' },
  }),
  endAction: css({ mt: '3' }),
  stopIcon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'warning.subtle',
    color: 'warning.fg',
    '& svg': { w: '6', h: '6' },
  }),
};
