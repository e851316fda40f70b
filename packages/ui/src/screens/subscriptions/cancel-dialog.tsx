import { Field as ArkField } from '@ark-ui/react/field';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASONS,
  type CancelSubscriptionValues,
  formatDate,
  formatUsd,
  nextShipDateAfterSkip,
  quarterlySavingsCents,
} from '@helmsman/domain';
import { type ComponentProps, type ReactNode, useId, useRef } from 'react';
import { Form, useField } from 'react-final-form';
import { css, cx } from '#styled-system/css';
import { input as inputRecipe } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import { Field } from '../../components/field/index.ts';
import { focusFirstInvalidField, formRules } from '../../forms/index.ts';
import { CircleAlertIcon, PauseIcon, RepeatIcon, SkipForwardIcon } from '../../icons/index.ts';
import { ActionDialog } from './action-dialog.tsx';
import { Choice, ChoiceGroup } from './choice.tsx';
import type { SubscriptionDialogProps } from './dialog-props.ts';

const cancelRules = formRules<CancelSubscriptionValues>((forms) => forms.cancelSubscriptionSchema);

/**
 * Cancelling asks why (the fixed reasons, and the customer's words for "other") and first offers what
 * keeps the customer without the commitment: skip the next shipment or pause (the reasons most
 * cancellations give, "too much product" or "too expensive", are often solved by a break), and for
 * "too expensive" on a monthly plan, the cheaper quarterly plan.
 */
export function CancelDialog(props: SubscriptionDialogProps) {
  const { subscription, open, onClose, pending, failure, finalFocus, run } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const formId = `subscription-${subscription.id}-cancel`;
  const busy = pending !== null;

  const submit = async (values: CancelSubscriptionValues) => {
    const cast = await cancelRules.cast(values);
    await run({
      subscriptionId: subscription.id,
      action: 'cancel',
      reason: cast.reason,
      ...(cast.reason === 'other' && cast.note ? { note: cast.note } : {}),
    });
  };

  return (
    <Form<CancelSubscriptionValues>
      onSubmit={submit}
      validate={cancelRules.validate}
      subscription={{ values: true }}
      render={({ handleSubmit, form, values }) => (
        <ActionDialog
          open={open}
          onClose={onClose}
          busy={busy}
          title={`Cancel ${subscription.productName}?`}
          description="Before you go: would one of these work better for you?"
          failure={failure}
          finalFocus={finalFocus}
          footer={
            <>
              <Button variant="solid" onClick={onClose} disabled={busy}>
                Keep subscription
              </Button>
              <Button
                variant="outline"
                type="submit"
                form={formId}
                loading={pending === 'cancel'}
                loadingText="Cancelling…"
              >
                Cancel subscription
              </Button>
            </>
          }
        >
          <RetentionOffer {...props} reason={values.reason} />
          <form
            ref={formRef}
            id={formId}
            noValidate
            aria-label="Cancel subscription"
            className={styles.form}
            onSubmit={(event) => {
              void handleSubmit(event);
              const { hasValidationErrors, errors } = form.getState();
              if (hasValidationErrors) focusFirstInvalidField(formRef.current, errors);
            }}
          >
            <ReasonField />
            {values.reason === 'other' ? <NoteField /> : null}
          </form>
        </ActionDialog>
      )}
    />
  );
}

function ReasonField() {
  const { meta } = useField('reason', { subscription: { error: true, touched: true } });
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <ChoiceGroup legend="Why are you cancelling?" error={error}>
      {CANCEL_REASONS.map((reason) => (
        <ReasonChoice key={reason.code} code={reason.code} label={reason.label} />
      ))}
    </ChoiceGroup>
  );
}

function ReasonChoice({ code, label }: { code: string; label: string }) {
  const { input } = useField('reason', { type: 'radio', value: code });
  return <Choice {...input} label={label} />;
}

function NoteField() {
  const { input, meta } = useField<string>('note');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>Tell us more</Field.Label>
      <NoteTextarea {...input} value={input.value ?? ''} />
      <Field.ErrorText>
        <CircleAlertIcon aria-hidden="true" />
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** Inside Field.Root: reads the field's ids, so the error is announced with the textarea. */
function NoteTextarea(props: ComponentProps<typeof ArkField.Textarea>) {
  const describedBy = Field.useFieldDescribedBy();
  return (
    <ArkField.Textarea
      aria-describedby={describedBy}
      {...props}
      rows={3}
      maxLength={CANCEL_NOTE_MAX_LENGTH}
      className={cx(inputRecipe(), styles.textarea)}
    />
  );
}

function RetentionOffer({
  subscription,
  pending,
  run,
  onClose,
  today,
  reason,
}: SubscriptionDialogProps & { reason: string | undefined }) {
  const headingId = useId();
  const busy = pending !== null;
  const id = subscription.id;
  const quarterly =
    subscription.frequencySwitch?.frequency === 'QUARTERLY' ? subscription.frequencySwitch : null;
  const savings = quarterly ? quarterlySavingsCents(subscription.priceCents, quarterly.priceCents) : 0;

  let offers: ReactNode;
  if (subscription.status === 'paused') {
    offers = (
      <Offer
        text="It is paused: nothing ships and nothing is charged until you resume, whenever suits you."
        action={
          <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>
            <PauseIcon aria-hidden="true" />
            Keep it paused
          </Button>
        }
      />
    );
  } else {
    offers = (
      <>
        {reason === 'too_expensive' && quarterly && savings > 0 ? (
          <Offer
            text={`Three bottles every quarter cost ${formatUsd(quarterly.priceCents)}: you save ${formatUsd(savings)} every quarter.`}
            action={
              <Button
                variant="outline"
                size="sm"
                loading={pending === 'change_frequency'}
                loadingText="Switching…"
                disabled={busy && pending !== 'change_frequency'}
                onClick={() =>
                  void run({ subscriptionId: id, action: 'change_frequency', frequency: 'QUARTERLY' })
                }
              >
                <RepeatIcon aria-hidden="true" />
                Switch to quarterly
              </Button>
            }
          />
        ) : null}
        <Offer
          text={`Your next shipment moves to ${formatDate(nextShipDateAfterSkip(subscription, today))}.`}
          action={
            <Button
              variant="outline"
              size="sm"
              loading={pending === 'skip'}
              loadingText="Skipping…"
              disabled={busy && pending !== 'skip'}
              onClick={() => void run({ subscriptionId: id, action: 'skip' })}
            >
              <SkipForwardIcon aria-hidden="true" />
              Skip next shipment instead
            </Button>
          }
        />
        <Offer
          text="Nothing ships and nothing is charged until you resume."
          action={
            <Button
              variant="outline"
              size="sm"
              loading={pending === 'pause'}
              loadingText="Pausing…"
              disabled={busy && pending !== 'pause'}
              onClick={() => void run({ subscriptionId: id, action: 'pause' })}
            >
              <PauseIcon aria-hidden="true" />
              Pause instead
            </Button>
          }
        />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.offer}>
      <h3 id={headingId} className={styles.offerHeading}>
        Take a break instead
      </h3>
      <ul className={styles.offerList}>{offers}</ul>
    </section>
  );
}

function Offer({ text, action }: { text: string; action: ReactNode }) {
  return (
    <li className={styles.offerItem}>
      {action}
      <span className={styles.offerText}>{text}</span>
    </li>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  textarea: css({ h: 'auto', minH: '20', py: '2.5', resize: 'vertical' }),
  offer: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    borderRadius: 'l2',
    bg: 'accent.subtle',
    borderWidth: '1px',
    borderColor: 'accent.muted',
  }),
  offerHeading: css({ fontWeight: 'semibold' }),
  offerList: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  offerItem: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'flex-start', sm: 'center' },
    gap: { base: '1.5', sm: '3' },
  }),
  offerText: css({ textStyle: 'sm', color: 'fg.default' }),
};
