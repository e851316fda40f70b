import {
  type CardSummary,
  type CardValues,
  cardBrandName,
  defaultSiteConfig,
  messages,
} from '@helmsman/domain';
import type { FormApi } from 'final-form';
import { useId, useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { Card } from '../../components/card/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import {
  formRules,
  SchemaForm,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { LockIcon } from '../../icons/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { CardFields } from './card-fields.tsx';
import { CardSummaryLine } from './card-summary-line.tsx';

export type PaymentMethodScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | {
      state: 'ready';
      /** The card on file (brand, last four, expiry), or null when there is none. */
      current: CardSummary | null;
    };

export type PaymentMethodScreenProps = PaymentMethodScreenState & {
  /**
   * Called with the validated card (`ccnum` digits only). Resolve `undefined` once the card is saved
   * and `current` refetched: the form clears and a confirmation shows. Resolve `{ formError }` with
   * the processor's description (declined, expired…) or `{ fieldErrors }` to show it; what was
   * typed stays so the customer can correct it.
   */
  onSubmit: (values: CardValues) => Promise<SubmitResult>;
  /**
   * The legacy call requires a `shipping` value with the card (it ships the retried order of a
   * billing problem). Updating a card ships nothing new, so there is no control for it: the
   * customer's usual method is sent as is.
   */
  shippingMethod?: string;
  /** The customer's billing flag is set: explain why they are here (spec: billing-problem notice). */
  billingProblem?: boolean;
  /** The declined order the card on file can pay now (saved since the decline): the notice leads back to it. */
  retryPaymentOrder?: string | null;
  brand?: string;
};

/** /accounts/editPaymentMethod: the card on file and a form to replace it. */
export function PaymentMethodScreen(props: PaymentMethodScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <CustomerPage
      title="Payment method"
      brand={brand}
      subtitle="The card we charge for your orders and subscription renewals."
      link={{ href: '/accounts', label: 'Back to account' }}
    >
      <PaymentMethodContent {...props} />
    </CustomerPage>
  );
}

function PaymentMethodContent(props: PaymentMethodScreenProps) {
  return (
    <PageStates of={props} subject="your payment method">
      {(ready) => <PaymentMethodForm {...ready} />}
    </PageStates>
  );
}

/** The card on file beside the form that replaces it. */
function PaymentMethodForm(props: Loaded<PaymentMethodScreenProps>) {
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <CurrentCard card={props.current} />
        <p className={styles.security}>
          <LockIcon aria-hidden="true" className={styles.securityIcon} />
          Card details go encrypted straight to our payment processor. We keep only the brand, the last four
          digits and the expiry date.
        </p>
      </div>
      <div className={styles.main}>
        {props.retryPaymentOrder ? (
          // Polite: it appears once the card is saved, beside the form's own confirmation.
          <InlineMessage
            status="info"
            live="status"
            actions={
              <Link href={`/orders#${props.retryPaymentOrder}`} variant="standalone">
                Retry payment on order #{props.retryPaymentOrder}
              </Link>
            }
          >
            Your new card is on file. Order #{props.retryPaymentOrder} was declined: you can pay it with this
            card now.
          </InlineMessage>
        ) : props.billingProblem ? (
          <InlineMessage status="warning" live="none">
            {messages.billingProblem}
          </InlineMessage>
        ) : null}
        <CardForm
          current={props.current}
          onSubmit={props.onSubmit}
          shippingMethod={props.shippingMethod ?? 'standard'}
          brand={props.brand ?? defaultSiteConfig.brand}
        />
      </div>
    </div>
  );
}

function CurrentCard({ card }: { card: CardSummary | null }) {
  const headingId = useId();
  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId}>
        <Card.Header>
          <Card.Title asChild>
            <h2 id={headingId}>Card on file</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {card ? <CardSummaryLine card={card} /> : <p className={styles.muted}>No card on file yet.</p>}
        </Card.Body>
      </section>
    </Card.Root>
  );
}

const cardRules = formRules<CardValues>((forms) => forms.cardSchema);

function CardForm({
  current,
  onSubmit,
  shippingMethod,
  brand,
}: {
  current: CardSummary | null;
  onSubmit: PaymentMethodScreenProps['onSubmit'];
  shippingMethod: string;
  brand: string;
}) {
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const hasCard = current !== null;
  const initialValues = useMemo<Partial<CardValues>>(
    () => ({ consent: false, shipping: shippingMethod }),
    [shippingMethod],
  );

  const submit = async (values: CardValues, form: FormApi<CardValues, Partial<CardValues>>) => {
    setSaved(false);
    const errors = toSubmissionErrors(await onSubmit(await cardRules.cast(values)));
    if (errors) return errors;
    // The number and code must not linger in the page once the processor has them.
    form.restart(initialValues);
    setSaved(true);
    return undefined;
  };

  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId}>
        <Card.Header>
          <Card.Title asChild>
            <h2 id={headingId}>{hasCard ? 'Use a new card' : 'Add a card'}</h2>
          </Card.Title>
          <Card.Description>
            {hasCard
              ? 'It replaces the card on file for every future charge.'
              : 'Visa, Mastercard, American Express or Discover.'}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          {saved ? (
            <InlineMessage status="success" title="Payment method updated">
              {current
                ? `Future orders and subscription renewals will be charged to your ${cardBrandName(current.brand)} ending in ${current.last4}.`
                : 'Future orders and subscription renewals will be charged to your new card.'}
            </InlineMessage>
          ) : null}
          <SchemaForm<CardValues>
            onSubmit={submit}
            validate={cardRules.validate}
            initialValues={initialValues}
            aria-labelledby={headingId}
            className={styles.form}
          >
            <CardFields
              consentLabel={`I authorize ${brand} to charge this card for my orders and active subscription renewals until I cancel or change my payment method.`}
            />
            <div>
              <SubmitButton size="lg" loadingText="Saving card…">
                Save card
              </SubmitButton>
            </div>
          </SchemaForm>
        </Card.Body>
      </section>
    </Card.Root>
  );
}

const styles = {
  // Phones read the card on file first, then the form; from lg the card sits in a side column.
  layout: css({
    display: 'grid',
    gap: { base: '5', md: '6' },
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  }),
  main: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    gridColumn: { lg: '1' },
    gridRow: { lg: '1' },
  }),
  aside: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    gridColumn: { lg: '2' },
    gridRow: { lg: '1' },
  }),
  security: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    textStyle: 'sm',
    color: 'fg.muted',
    px: '1',
  }),
  securityIcon: css({ flexShrink: '0', w: '4', h: '4', mt: '0.5' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', containerType: 'inline-size' }),
  muted: css({ color: 'fg.muted' }),
};
