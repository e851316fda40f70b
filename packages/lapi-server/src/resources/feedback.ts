import { messages } from '@helmsman/domain';
import { z } from 'zod';
import { feedback, surveyResponses } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { customerInput, invalidInputAs, parseInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** Feedback: satisfaction surveys and star ratings from customers. */

const scale = (min: number, max: number) => z.int().min(min).max(max);
const MAX_COMMENT_LENGTH = 2000;
const comment = z.string().trim().max(MAX_COMMENT_LENGTH);

/**
 * The surveys the API accepts, by id, each a strict schema of its answers keyed by question id: an
 * unknown question, a missing required one or an answer out of range is a 400 naming it.
 */
export const surveys = {
  /** After a delivery or a doctor's reply: how it went. */
  satisfaction: z.strictObject({
    /** How satisfied are you overall? 1 (not at all) to 5 (very). */
    overall: scale(1, 5),
    /** How likely are you to recommend us to a friend? 0 to 10 (net promoter score). */
    recommend: scale(0, 10),
    /** How helpful was your doctor? 1 to 5; skipped by customers who only bought gummies. */
    doctor: scale(1, 5).optional(),
    delivery: z.enum(['on_time', 'late', 'not_received']).optional(),
    comment: comment.optional(),
  }),
  /** After the online visit: was it easy? */
  online_visit: z.strictObject({
    ease: scale(1, 5),
    time_minutes: scale(0, 240).optional(),
    comment: comment.optional(),
  }),
} as const satisfies Record<string, z.ZodType<Record<string, string | number>>>;

type SurveyId = keyof typeof surveys;
const surveyIds = Object.keys(surveys) as [SurveyId, ...SurveyId[]];

const survey = defineRoute({
  path: '/lapi/survey/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary:
    "Stores the customer's answers to a survey ('satisfaction', 'online_visit'), checked question by question.",
  input: customerInput.extend({
    survey: z.enum(surveyIds),
    // Any values here: the survey's own schema says which kind each answer must be, by name.
    answers: z.record(z.string(), z.unknown()),
  }),
  async handler(input, { db, leadId, clock }) {
    // Checked here, not in the input schema, because which questions exist depends on `survey`; the
    // 400 reads the same as a schema failure ("answers.overall must be at most 5").
    const checked = parseInput(z.object({ answers: surveys[input.survey] }), { answers: input.answers });
    if (!checked.ok) return checked.reply;
    const [stored] = await db
      .insert(surveyResponses)
      .values({ leadId, survey: input.survey, answers: checked.value.answers, createdAt: clock.now() })
      .returning({ id: surveyResponses.id });
    if (!stored) throw new Error('insert into survey_responses returned no row');
    return success({ survey_response_id: stored.id }, 'Thank you for your answers.');
  },
});

const feedbackSubmit = defineRoute({
  path: '/lapi/feedback/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'Stores a 1–5 star rating with an optional comment (at most 2000 characters) and context.',
  input: customerInput.extend({
    rating: scale(1, 5),
    comment: comment.default(''),
    /** Where the customer gave it, e.g. 'messages' or 'order:100231'. */
    context: z.string().trim().min(1).max(100).optional(),
  }),
  // Spec section 8: the legacy client shows this text whatever went wrong; the problems are in `data`.
  invalidInput: invalidInputAs(messages.failedSubmitFeedback),
  async handler({ rating, comment: text, context }, { db, leadId, clock }) {
    const [stored] = await db
      .insert(feedback)
      .values({ leadId, rating, comment: text, context: context ?? null, createdAt: clock.now() })
      .returning({ id: feedback.id });
    if (!stored) throw new Error('insert into feedback returned no row');
    return success({ feedback_id: stored.id }, 'Thank you for your feedback.');
  },
});

export const feedbackRoutes = [survey, feedbackSubmit];
