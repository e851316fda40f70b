import type { VisitQuestion, VisitQuestionOption } from '@helmsman/domain';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { css, cx } from '#styled-system/css';
import { input as inputRecipe } from '#styled-system/recipes';
import { visibleFieldError } from '../../forms/index.ts';
import { CircleAlertIcon } from '../../icons/index.ts';
import { toggleChoice } from './answer-value.ts';

export interface AnswerInputProps {
  question: VisitQuestion;
  /** The question heading: the accessible name of the options or the input. */
  labelledBy: string;
  /** The question's help text, when it has one. */
  describedBy?: string | undefined;
}

const yesNo: VisitQuestionOption[] = [
  { value: 'true', label: 'Yes', exclusive: false },
  { value: 'false', label: 'No', exclusive: false },
];

/**
 * The input a question's type calls for, bound to the form's `answer` field: option cards for choices
 * (radios, or checkboxes for several), a text box for numbers, dates and free text. Every input is
 * named `answer`, so a blocked submit focuses the first one; the error is read with each of them.
 */
export function AnswerInput({ question, labelledBy, describedBy }: AnswerInputProps) {
  const { input, meta } = useField<string | string[]>('answer');
  const error = visibleFieldError(meta);
  const errorId = useId();
  const unitId = useId();
  const unit = question.type === 'number' && question.unit ? unitId : undefined;
  const aria = {
    // The unit ('mmHg') is part of what the number means: read with it.
    'aria-describedby':
      [unit, describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  const value = input.value;

  return (
    <div className={styles.answer}>
      {question.type === 'single_choice' || question.type === 'yes_no' ? (
        <div
          role="radiogroup"
          aria-labelledby={labelledBy}
          className={styles.options}
          data-invalid={error ? '' : undefined}
        >
          {(question.type === 'yes_no' ? yesNo : question.options).map((option) => (
            <OptionCard
              key={option.value}
              type="radio"
              option={option}
              checked={value === option.value}
              onChange={() => input.onChange(option.value)}
              onBlur={() => input.onBlur()}
              aria={aria}
            />
          ))}
        </div>
      ) : null}

      {question.type === 'multiple_choice' ? (
        <fieldset
          aria-labelledby={labelledBy}
          className={styles.options}
          data-invalid={error ? '' : undefined}
        >
          <p className={styles.hint}>Choose all that apply.</p>
          {question.options.map((option) => {
            const selected = Array.isArray(value) ? value : [];
            return (
              <OptionCard
                key={option.value}
                type="checkbox"
                option={option}
                checked={selected.includes(option.value)}
                onChange={(checked) =>
                  input.onChange(toggleChoice(question, selected, option.value, checked))
                }
                onBlur={() => input.onBlur()}
                aria={aria}
              />
            );
          })}
        </fieldset>
      ) : null}

      {question.type === 'number' ? (
        <div className={styles.numberRow}>
          <input
            {...aria}
            name="answer"
            type="text"
            inputMode={question.integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            aria-labelledby={labelledBy}
            className={cx(inputRecipe({ size: 'lg' }), styles.number)}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
          />
          {question.unit ? (
            <span id={unitId} className={styles.unit}>
              {question.unit}
            </span>
          ) : null}
        </div>
      ) : null}

      {question.type === 'date' ? (
        <input
          {...aria}
          name="answer"
          type="text"
          autoComplete="bday"
          placeholder="MM/DD/YYYY"
          maxLength={10}
          aria-labelledby={labelledBy}
          className={cx(inputRecipe({ size: 'lg' }), styles.date)}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      ) : null}

      {question.type === 'text' ? (
        <textarea
          {...aria}
          name="answer"
          rows={4}
          aria-labelledby={labelledBy}
          className={cx(inputRecipe(), styles.textarea)}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      ) : null}

      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlertIcon aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface OptionCardProps {
  type: 'radio' | 'checkbox';
  option: VisitQuestionOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  aria: { 'aria-describedby': string | undefined; 'aria-invalid': boolean | undefined };
}

/** One answer as a card: the whole card is the label, a large target on a phone (WCAG 2.5.8). */
function OptionCard({ type, option, checked, onChange, onBlur, aria }: OptionCardProps) {
  return (
    <label className={styles.option}>
      <input
        {...aria}
        type={type}
        name="answer"
        value={option.value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        className={styles.control}
      />
      <span>{option.label}</span>
    </label>
  );
}

const styles = {
  answer: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  options: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2.5',
    border: 'none',
    m: '0',
    p: '0',
    minW: '0',
  }),
  hint: css({ textStyle: 'sm', color: 'fg.muted' }),
  option: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minH: '12',
    px: '4',
    py: '3',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'l2',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: 'fast',
    _hover: { bg: 'bg.subtle', borderColor: 'border.strong' },
    // Chosen: a stronger frame and the accent tint, not colour alone (the control shows it too).
    '&:has(input:checked)': {
      bg: 'accent.subtle',
      borderColor: 'border.strong',
      boxShadow: 'inset 0 0 0 1px var(--colors-border-strong)',
    },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '[data-invalid] > &': { borderColor: 'danger.fg' },
    _motionReduce: { transitionDuration: '0s' },
  }),
  control: css({
    flexShrink: '0',
    w: '5',
    h: '5',
    m: '0',
    // Navy, not the accent: the dot and tick need 3:1 against white (WCAG 1.4.11).
    accentColor: 'bg.inverted',
    cursor: 'pointer',
    _focusVisible: { outline: 'none' },
  }),
  numberRow: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  number: css({ maxW: '12rem' }),
  unit: css({ color: 'fg.muted', fontWeight: 'medium' }),
  date: css({ maxW: '14rem' }),
  textarea: css({ h: 'auto', minH: '28', py: '3', resize: 'vertical' }),
  error: css({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: '1.5',
    textStyle: 'sm',
    fontWeight: 'medium',
    color: 'danger.fg',
    '& svg': { flexShrink: '0', width: '4', height: '4', mt: '0.5' },
  }),
};
