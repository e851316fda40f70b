import type { VisitAnswer, VisitQuestion } from '@helmsman/domain';

/**
 * What the question form holds: the typed text of a number, 'true'/'false' for yes/no, the chosen
 * value(s) otherwise. The domain's answer rules accept it as it is and cast it to the answer to send.
 */
export interface AnswerFormValue {
  answer?: string | string[];
}

/** A saved answer as the form shows it, so a customer who goes back finds what they chose. */
export function toFormValue(question: VisitQuestion, answer: VisitAnswer | null): AnswerFormValue['answer'] {
  if (answer === null) return question.type === 'multiple_choice' ? [] : undefined;
  if (typeof answer === 'boolean') return answer ? 'true' : 'false';
  if (typeof answer === 'number') return String(answer);
  return answer;
}

/**
 * The next selection of a multiple-choice question when `value` is ticked or unticked. Exclusive
 * options ('None of these') cannot be combined: ticking one clears the others, and ticking another
 * option clears it.
 */
export function toggleChoice(
  question: Pick<VisitQuestion, 'options'>,
  selected: readonly string[],
  value: string,
  checked: boolean,
): string[] {
  if (!checked) return selected.filter((entry) => entry !== value);
  const exclusive = new Set(
    question.options.filter((option) => option.exclusive).map((option) => option.value),
  );
  if (exclusive.has(value)) return [value];
  return [...selected.filter((entry) => !exclusive.has(entry) && entry !== value), value];
}
