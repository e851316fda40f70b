import { type CardValues, cardBrandName, cardSummaryText, defaultSiteConfig } from '@helmsman/domain';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { css } from '#styled-system/css';
import { Link } from '../../components/link/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { formRules, SchemaForm, SubmitButton, toSubmissionErrors } from '../../forms/index.ts';
import { LockIcon } from '../../icons/index.ts';
import { AddressLines } from '../account/address-lines.tsx';
import { CardFields } from '../payment-method/card-fields.tsx';
import { Choice, ChoiceGroup } from '../subscriptions/choice.tsx';
import { CheckoutCard, checkoutForm } from './checkout-card.tsx';
import { CheckoutFrame } from './checkout-frame.tsx';
import type { CheckoutAddressView, CheckoutPayment, CheckoutPaymentScreenProps } from './types.ts';

/**
 * /checkout/payment, step 3: where it ships, then the card on file or a new card, and 'Place order'.
 * The button is busy (and not pressable) while the order is placed; the order's error shows in an
 * alert with the entry kept. Render it inside SiteLayout.
 */
export function CheckoutPaymentScreen(props: CheckoutPaymentScreenProps) {
  return (
    <CheckoutFrame step="payment" summary={props.state === 'ready' ? props.summary : null}>
      <PageStates of={props} subject="your checkout">
        {(ready) => <PaymentContent {...ready} />}
      </PageStates>
    </CheckoutFrame>
  );
}

type PaymentFormValues = Partial<CardValues> & { method: 'saved' | 'new' };

const cardRules = formRules<CardValues>((forms) => forms.cardSchema);

/** The card's rules apply to a new card only: paying with the card on file has nothing to check. */
const validatePayment = async (values: PaymentFormValues) =>
  values.method === 'saved' ? undefined : cardRules.validate(values as CardValues);

async function toPayment({ method, ...card }: PaymentFormValues): Promise<CheckoutPayment> {
  return method === 'saved'
    ? { card: 'saved' }
    : { card: 'new', values: await cardRules.cast(card as CardValues) };
}

function PaymentContent(props: Loaded<CheckoutPaymentScreenProps>) {
  const brand = props.brand ?? defaultSiteConfig.brand;
  const { savedCard, onPlaceOrder } = props;
  const initialValues = useMemo<PaymentFormValues>(
    () => ({
      method: savedCard ? 'saved' : 'new',
      consent: false,
      shipping: props.shippingMethod ?? 'standard',
    }),
    [savedCard, props.shippingMethod],
  );
  return (
    <>
      <ShipTo address={props.shippingAddress} />
      <CheckoutCard
        title="Payment"
        description={
          <span className={styles.security}>
            <LockIcon aria-hidden="true" className={styles.securityIcon} />
            Card details go encrypted straight to our payment processor. We keep only the brand, the last four
            digits and the expiry date.
          </span>
        }
      >
        <SchemaForm<PaymentFormValues>
          className={checkoutForm}
          validate={validatePayment}
          initialValues={initialValues}
          onSubmit={async (values) => toSubmissionErrors(await onPlaceOrder(await toPayment(values)))}
        >
          {savedCard ? (
            <MethodChoice
              savedCardLabel={`${cardBrandName(savedCard.brand)} ending ${savedCard.last4}`}
              savedCardHint={cardSummaryText(savedCard)}
            />
          ) : null}
          <NewCardFields
            alwaysShown={!savedCard}
            consentLabel={`I authorize ${brand} to charge this card for this order and my subscription renewals until I cancel or change my payment method.`}
          />
          <div>
            <SubmitButton size="lg" loadingText="Placing order…">
              Place order
            </SubmitButton>
          </div>
        </SchemaForm>
      </CheckoutCard>
    </>
  );
}

/** The card on file or a new one, as radios (arrow keys move between them). */
function MethodChoice({ savedCardLabel, savedCardHint }: { savedCardLabel: string; savedCardHint: string }) {
  const saved = useField<string>('method', { type: 'radio', value: 'saved' }).input;
  const fresh = useField<string>('method', { type: 'radio', value: 'new' }).input;
  return (
    <ChoiceGroup legend="Pay with">
      <Choice {...saved} label={savedCardLabel} hint={savedCardHint} />
      <Choice {...fresh} label="A new card" />
    </ChoiceGroup>
  );
}

function NewCardFields({ alwaysShown, consentLabel }: { alwaysShown: boolean; consentLabel: string }) {
  const method = useField<string>('method', { subscription: { value: true } }).input.value;
  if (!alwaysShown && method !== 'new') return null;
  return <CardFields consentLabel={consentLabel} />;
}

function ShipTo({ address }: { address: CheckoutAddressView }) {
  return (
    <CheckoutCard
      title="Ship to"
      action={
        <Link href="/checkout/shipping">
          Change<span className={styles.srOnly}> shipping address</span>
        </Link>
      }
    >
      <address className={styles.address}>
        <AddressLines address={address} />
      </address>
    </CheckoutCard>
  );
}

const styles = {
  security: css({ display: 'flex', alignItems: 'flex-start', gap: '2' }),
  securityIcon: css({ flexShrink: '0', w: '4', h: '4', mt: '0.5' }),
  address: css({ fontStyle: 'normal' }),
  srOnly: css({ srOnly: true }),
};
