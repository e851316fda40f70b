import * as yup from 'yup';
import { type VisitAnswer, type VisitQuestion, visitAnswerMessages } from './online-visit.ts';
import { dateOfBirthSchema, type FieldErrors, validateWith } from './schemas.ts';

/** Question ids are URL-safe (`ed-blood-pressure`): they appear in the path as they are. */
export const visitQuestionIdSchema = yup
  .string()
  .required('Question id is required')
  .max(100, 'Question id is too long')
  .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Question id is not valid');

function numberRange(question: VisitQuestion): string {
  const unit = question.unit ? ` ${question.unit}` : '';
  return `Please enter a number from ${question.min} to ${question.max}${unit}.`;
}

function exclusiveRule(question: VisitQuestion) {
  const exclusive = question.options.filter((option) => option.exclusive);
  return (chosen: (string | undefined)[] | undefined, context: yup.TestContext) => {
    if (!chosen || chosen.length < 2) return true;
    const clash = exclusive.find((option) => chosen.includes(option.value));
    return clash
      ? context.createError({ message: `"${clash.label}" cannot be combined with other answers.` })
      : true;
  };
}

/**
 * The rule an answer to `question` must meet. Values may arrive as the form holds them (a number as
 * typed, yes/no as 'true'/'false'); `cast` turns them into the answer to send.
 */
export function visitAnswerSchema(
  question: VisitQuestion,
  today: () => Date = () => new Date(),
): yup.AnySchema {
  const values = question.options.map((option) => option.value);
  switch (question.type) {
    case 'single_choice':
      return yup
        .string()
        .required(visitAnswerMessages.chooseOne)
        .oneOf(values, visitAnswerMessages.chooseOne);
    case 'multiple_choice':
      return (
        yup
          .array(yup.string().required())
          .required(visitAnswerMessages.chooseAtLeastOne)
          .min(1, visitAnswerMessages.chooseAtLeastOne)
          // On the list, not its items: the form shows one message for the whole group.
          .test('known', visitAnswerMessages.chooseAtLeastOne, (chosen) =>
            (chosen ?? []).every((value) => values.includes(value)),
          )
          .test('exclusive', 'cannot be combined', exclusiveRule(question))
      );
    case 'yes_no':
      return yup.boolean().required(visitAnswerMessages.yesOrNo).typeError(visitAnswerMessages.yesOrNo);
    case 'number': {
      let number = yup
        .number()
        .typeError(visitAnswerMessages.number)
        .required(visitAnswerMessages.number)
        .min(question.min ?? Number.NEGATIVE_INFINITY, numberRange(question))
        .max(question.max ?? Number.POSITIVE_INFINITY, numberRange(question));
      if (question.integer) number = number.integer(visitAnswerMessages.wholeNumber);
      return number;
    }
    case 'text': {
      const text = yup.string().trim().required(visitAnswerMessages.text);
      return question.maxLength === null
        ? text
        : text.max(question.maxLength, `Please keep your answer under ${question.maxLength} characters.`);
    }
    case 'date':
      return dateOfBirthSchema(today);
    case 'stop':
      return yup.mixed().test('no-answer', visitAnswerMessages.noAnswer, () => false);
  }
}

/** `{ answer }`, as the question form holds it: the shape react-final-form and the gateway validate. */
export function visitAnswerFormSchema(question: VisitQuestion, today?: () => Date) {
  return yup.object({ answer: visitAnswerSchema(question, today) });
}

/** The first problem of `answer` as `{ answer: message }`, or undefined when it may be sent. */
export function validateVisitAnswer(
  question: VisitQuestion,
  answer: unknown,
  today?: () => Date,
): FieldErrors | undefined {
  return validateWith(visitAnswerFormSchema(question, today))({ answer });
}

/**
 * The answer to send for a valid form value: numbers as numbers, yes/no as booleans, texts trimmed.
 * Throws for an invalid value (validate first).
 */
export function toVisitAnswer(question: VisitQuestion, value: unknown, today?: () => Date): VisitAnswer {
  return visitAnswerSchema(question, today).validateSync(value) as VisitAnswer;
}
