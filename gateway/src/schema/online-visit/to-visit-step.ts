import {
  type VisitQuestion as DomainQuestion,
  type VisitCategory,
  visitCategoryFromSlug,
  visitCategorySlug,
  visitQuestionPath,
} from '@helmsman/domain';
import type { clinical } from '@helmsman/lapi-client';
import type {
  VisitAnswer,
  VisitAnswerInput,
  VisitQuestion,
  VisitQuestionType,
  VisitStep,
} from '../types.generated.ts';

type QuestionStep = clinical.QuestionStep;
type LegacyQuestion = NonNullable<QuestionStep['question']>;
type LegacyAnswer = NonNullable<QuestionStep['answer']>;

/** The visit category a path slug names ('sky-glp' → 'SKY GLP'), or null. */
export function categoryOfSlug(slug: string): VisitCategory | null {
  return visitCategoryFromSlug(slug);
}

/** The question in the domain's shape, which the answer rules (validateVisitAnswer) read. */
export function toDomainQuestion(question: LegacyQuestion): DomainQuestion {
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    help: question.help,
    options: question.options,
    min: question.min,
    max: question.max,
    unit: question.unit,
    integer: question.integer,
    maxLength: question.max_length,
  };
}

function toVisitQuestion(question: LegacyQuestion): VisitQuestion {
  const { type, ...rest } = toDomainQuestion(question);
  return { ...rest, type: type.toUpperCase() as VisitQuestionType };
}

/** The saved answer in the field its question's type uses; null when it does not fit (never saved so). */
function toVisitAnswer(type: LegacyQuestion['type'], answer: LegacyAnswer | null): VisitAnswer | null {
  if (answer === null) return null;
  switch (type) {
    case 'single_choice':
      return typeof answer === 'string' ? { choice: answer } : null;
    case 'multiple_choice':
      return Array.isArray(answer) ? { choices: answer } : null;
    case 'yes_no':
      return typeof answer === 'boolean' ? { yes: answer } : null;
    case 'number':
      return typeof answer === 'number' ? { number: answer } : null;
    case 'text':
    case 'date':
      return typeof answer === 'string' ? { text: answer } : null;
    case 'stop':
      return null;
  }
}

/**
 * The value of the input field that answers a question of `type` (undefined when that field is not
 * set: the answer rules then say what is missing). Fields for other types are ignored.
 */
export function answerFieldFor(type: DomainQuestion['type'], input: VisitAnswerInput): unknown {
  switch (type) {
    case 'single_choice':
      return input.choice ?? undefined;
    case 'multiple_choice':
      return input.choices ?? undefined;
    case 'yes_no':
      return input.yes ?? undefined;
    case 'number':
      return input.number ?? undefined;
    case 'text':
    case 'date':
      return input.text ?? undefined;
    case 'stop':
      return undefined;
  }
}

/**
 * Whether a question is where the category's visit starts (the list is in display order, which begins
 * with it): Back is offered everywhere else.
 */
export function startsAt(questionnaire: Pick<clinical.Questionnaire, 'questions'>): (id: string) => boolean {
  const first = questionnaire.questions[0]?.id;
  return (id) => id === first;
}

export function toVisitStep(
  category: VisitCategory,
  step: QuestionStep,
  isFirst: (questionId: string) => boolean,
): VisitStep {
  const { question } = step;
  if (!question) return noVisitStep(category);
  return {
    category: visitCategorySlug(category),
    question: toVisitQuestion(question),
    answer: toVisitAnswer(question.type, step.answer),
    progress: { answered: step.progress.answered, totalEstimate: step.progress.total_estimate },
    destination: visitQuestionPath(category, question.id),
    canGoBack: !isFirst(question.id),
  };
}

/** No visit of the category in progress: never started, or submitted and with the doctor. */
export function noVisitStep(category: VisitCategory): VisitStep {
  return {
    category: visitCategorySlug(category),
    question: null,
    answer: null,
    progress: null,
    destination: null,
    canGoBack: false,
  };
}
