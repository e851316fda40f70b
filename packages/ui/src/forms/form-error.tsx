import { useFormState } from 'react-final-form';
import { InlineMessage } from '../components/inline-message/index.ts';

/**
 * The form-level error returned by the last submit (SubmitResult.formError), as an alert that is
 * announced when it appears. It stays until the next submit, so the message does not vanish while
 * the user is correcting what it is about.
 */
export function FormError({ className }: { className?: string }) {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (typeof submitError !== 'string' || submitError === '') return null;
  return (
    <InlineMessage status="error" className={className}>
      {submitError}
    </InlineMessage>
  );
}
