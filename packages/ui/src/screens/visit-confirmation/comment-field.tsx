import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { Field } from '../../components/field/index.ts';

/** An optional comment box, with its problem (too long) read with it. */
export function CommentField({
  label,
  value,
  onChange,
  maxLength,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <ArkField.Textarea
        rows={3}
        value={value}
        // One character over is allowed to be typed, so the rule's message can say why it is refused.
        maxLength={maxLength + 1}
        onChange={(event) => onChange(event.target.value)}
        className={cx(input(), styles.textarea)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const styles = { textarea: css({ minH: '20', py: '2', resize: 'vertical' }) };
