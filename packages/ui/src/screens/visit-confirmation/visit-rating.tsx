import { RatingGroup } from '@ark-ui/react/rating-group';
import { visitConfirmationMessages as text, VISIT_FEEDBACK_COMMENT_MAX_LENGTH } from '@helmsman/domain';
import { type FormEvent, useId, useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { StarIcon } from '../../icons/index.ts';
import { panel } from '../../lib/style-pieces.ts';
import { CommentField } from './comment-field.tsx';
import type { FeedbackOutcome } from './visit-survey.tsx';

export interface VisitRatingProps {
  onSubmit: (rating: { rating: number; comment: string | null }) => Promise<FeedbackOutcome>;
}

const starTranslations = { ratingValueText: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`) };

/** One to five stars and a comment, optional. A failure says so in the legacy API's words, and may be sent again. */
export function VisitRating({ onSubmit }: VisitRatingProps) {
  const headingId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(rating < 1 ? { rating: text.chooseRating } : {}),
      ...(comment.trim().length > VISIT_FEEDBACK_COMMENT_MAX_LENGTH
        ? { comment: text.feedbackCommentTooLong }
        : {}),
    };
    setProblem(found);
    if (found.rating || found.comment) return;
    setSending(true);
    const outcome = await onSubmit({ rating, comment: comment.trim() || null });
    setSending(false);
    if (outcome === 'sent') setSent(true);
    else setProblem({ form: outcome.message });
  };

  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.heading}>
        Rate your visit <span className={styles.optional}>(optional)</span>
      </h2>
      {sent ? (
        <InlineMessage status="success" title="Thank you for your rating">
          Every rating is read by our care team.
        </InlineMessage>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={headingId} className={styles.form}>
          <RatingGroup.Root
            count={5}
            value={rating}
            onValueChange={(details) => setRating(details.value)}
            translations={starTranslations}
            name="rating"
            className={styles.rating}
          >
            <RatingGroup.Label className={styles.label}>How was your online visit?</RatingGroup.Label>
            <RatingGroup.Control className={styles.stars}>
              <RatingGroup.Context>
                {({ items }) =>
                  items.map((item) => (
                    <RatingGroup.Item key={item} index={item} className={styles.star}>
                      <RatingGroup.ItemContext>
                        {({ highlighted }) => (
                          <StarIcon aria-hidden="true" data-filled={highlighted ? '' : undefined} />
                        )}
                      </RatingGroup.ItemContext>
                    </RatingGroup.Item>
                  ))
                }
              </RatingGroup.Context>
            </RatingGroup.Control>
            <RatingGroup.HiddenInput />
          </RatingGroup.Root>
          {problem.rating ? <p className={styles.error}>{problem.rating}</p> : null}
          <CommentField
            label="Your comment"
            value={comment}
            onChange={setComment}
            maxLength={VISIT_FEEDBACK_COMMENT_MAX_LENGTH}
            error={problem.comment}
          />
          {problem.form ? <InlineMessage status="error" title={problem.form} /> : null}
          <Button type="submit" variant="outline" loading={sending} loadingText="Sending…">
            Send rating
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
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start', w: 'full' }),
  rating: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  label: css({ fontWeight: 'medium' }),
  stars: css({ display: 'flex', gap: '1' }),
  star: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '11',
    borderRadius: 'l2',
    cursor: 'pointer',
    color: 'fg.muted',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    '& svg': { w: '7', h: '7' },
    '& svg[data-filled]': { fill: 'currentColor', color: 'accent.default' },
  }),
  error: css({ color: 'fg.error', textStyle: 'sm' }),
};
