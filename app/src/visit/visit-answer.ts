import type { VisitAnswer, VisitQuestion, VisitQuestionType } from '@helmsman/domain';
import type { VisitAnswerInput, VisitStepFieldsFragment } from '../gql/visit-hooks.ts';

type GraphQLQuestion = NonNullable<VisitStepFieldsFragment['question']>;
type GraphQLAnswer = VisitStepFieldsFragment['answer'];

/** The question in the domain's shape, which the design system's visit screen takes. */
export function toVisitQuestion(question: GraphQLQuestion): VisitQuestion {
  return { ...question, type: question.type.toLowerCase() as VisitQuestionType };
}

/** The saved answer: the one field the gateway set (false and 0 are answers too). */
export function fromAnswerFields(answer: GraphQLAnswer): VisitAnswer | null {
  if (!answer) return null;
  return answer.choice ?? answer.choices ?? answer.yes ?? answer.number ?? answer.text ?? null;
}

/** The answer in the input field its question's type uses. */
export function toAnswerFields(type: VisitQuestionType, answer: VisitAnswer): VisitAnswerInput {
  switch (type) {
    case 'single_choice':
      return { choice: String(answer) };
    case 'multiple_choice':
      return { choices: Array.isArray(answer) ? answer : [String(answer)] };
    case 'yes_no':
      return { yes: answer === true };
    case 'number':
      return { number: Number(answer) };
    case 'text':
    case 'date':
      return { text: String(answer) };
    case 'stop':
      return {};
  }
}
