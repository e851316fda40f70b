import {
  visitConfirmationMessages as text,
  VISIT_SURVEY_COMMENT_MAX_LENGTH,
  VISIT_SURVEY_EASE_OPTIONS,
  VISIT_SURVEY_TIME_OPTIONS,
  type VisitSurveyAnswers,
} from '@helmsman/domain';
import { type FormEvent, useId, useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Field } from '../../components/field/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { NativeSelect } from '../../components/native-select/index.ts';
import { panel } from '../../lib/style-pieces.ts';
import { CommentField } from './comment-field.tsx';

/** What a sent survey or rating came to: 'sent', or why not. */
export type FeedbackOutcome = 'sent' | { message: string };

export interface VisitSurveyProps {
  onSubmit: (answers: VisitSurveyAnswers) => Promise<FeedbackOutcome>;
}

/** Two quick questions about the visit and a comment, optional: Send only asks for how easy it was. */
export function VisitSurvey({ onSubmit }: VisitSurveyProps) {
  const headingId = useId();
  const easeErrorId = useId();
  const [ease, setEase] = useState<number | null>(null);
  const [time, setTime] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ ease?: string; comment?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(ease === null ? { ease: text.chooseEase } : {}),
      ...(comment.trim().length > VISIT_SURVEY_COMMENT_MAX_LENGTH
        ? { comment: text.surveyCommentTooLong }
        : {}),
    };
    setProblem(found);
    if (ease === null || found.comment) return;
    setSending(true);
    const outcome = await onSubmit({
      ease,
      timeMinutes: time ? Number(time) : null,
      comment: comment.trim() || null,
    });
    setSending(false);
    if (outcome === 'sent') setSent(true);
    else setProblem({ form: outcome.message });
  };

  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.heading}>
        Tell us about your visit <span className={styles.optional}>(optional)</span>
      </h2>
      {sent ? (
        <InlineMessage status="success" title="Thank you for your answers">
          They help us make the visit easier.
        </InlineMessage>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={headingId} className={styles.form}>
          <fieldset className={styles.fieldset} aria-describedby={problem.ease ? easeErrorId : undefined}>
            <legend className={styles.legend}>How easy was the visit?</legend>
            <div className={styles.choices}>
              {VISIT_SURVEY_EASE_OPTIONS.map((option) => (
                <label key={option.value} className={styles.choice}>
                  <input
                    type="radio"
                    name="ease"
                    value={option.value}
                    checked={ease === option.value}
                    onChange={() => setEase(option.value)}
                    aria-invalid={problem.ease ? true : undefined}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {problem.ease ? (
              <p id={easeErrorId} className={styles.error}>
                {problem.ease}
              </p>
            ) : null}
          </fieldset>
          <Field.Root>
            <Field.Label>How long did it take?</Field.Label>
            <NativeSelect value={time} onChange={(event) => setTime(event.target.value)}>
              <option value="">Rather not say</option>
              {VISIT_SURVEY_TIME_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
          <CommentField
            label="Anything we could do better?"
            value={comment}
            onChange={setComment}
            maxLength={VISIT_SURVEY_COMMENT_MAX_LENGTH}
            error={problem.comment}
          />
          {problem.form ? <InlineMessage status="error" title={problem.form} /> : null}
          <Button type="submit" variant="outline" loading={sending} loadingText="Sending…">
            Send answers
          </Button>
        </form>
      )}
    </section>
  );
}

const styles = {
  box: css(panel, { p: { base: '4', md: '5' }, display: 'flex', flexDirection: 'column', gap: '3' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  optional: css({ fontWeight: 'normal', color: 'fg.muted', textStyle: 'sm' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' }),
  fieldset: css({ border: 'none', m: '0', p: '0', minW: '0', w: 'full' }),
  legend: css({ fontWeight: 'medium', mb: '2' }),
  choices: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  choice: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    cursor: 'pointer',
  }),
  error: css({ color: 'fg.error', textStyle: 'sm', mt: '1' }),
};
