import { type CardSummary, type CardValues, cardBrandName, cardSummaryText } from '@helmsman/domain';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { formRules, SchemaForm, SubmitButton, toSubmissionErrors } from '../../forms/index.ts';
import { AddressFields } from '../account/address-fields.tsx';
import { toFormAddress } from '../account/address-lines.tsx';
import { CardFields } from '../payment-method/card-fields.tsx';
import { Choice, ChoiceGroup } from '../subscriptions/choice.tsx';
import { checkoutForm } from './checkout-card.tsx';
import type {
  CheckoutAddressView,
  CheckoutPayment,
  CheckoutPaymentScreenProps,
  CheckoutShippingScreenProps,
} from './types.ts';

/**
 * Checkout's forms, a chunk of their own (lazy-forms.ts): final-form, Ark's checkbox and field and the
 * form pieces are ~26 KiB gzip that the step's frame, steps and summary do not need to show.
 */

const addressRules = formRules<AddressFormValues>((forms) => forms.addressSchema);

/** The address fields as typed ('' for an empty second line). */
type AddressFormValues = ReturnType<typeof toFormAddress>;

/** The shipping address, prefilled with `address`. */
export function AddressForm({
  address,
  onSubmitAddress,
}: {
  address: CheckoutAddressView | null;
  onSubmitAddress: CheckoutShippingScreenProps['onSubmitAddress'];
}) {
  const initialValues = useMemo(() => toFormAddress(address), [address]);
  return (
    <SchemaForm<AddressFormValues>
      className={checkoutForm}
      validate={addressRules.validate}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const { address: street, address2, city, state, zip } = await addressRules.cast(values);
        return toSubmissionErrors(
          await onSubmitAddress({ address: street, address2: address2 || null, city, state, zip }),
        );
      }}
    >
      <AddressFields group="shipping" />
      <div>
        <SubmitButton size="lg" loadingText="Saving address…">
          Continue
        </SubmitButton>
      </div>
    </SchemaForm>
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

/** The card on file or a new card, and 'Place order'. */
export function PaymentForm({
  savedCard,
  brand,
  shippingMethod,
  onPlaceOrder,
}: {
  savedCard: CardSummary | null;
  brand: string;
  shippingMethod?: string;
  onPlaceOrder: CheckoutPaymentScreenProps['onPlaceOrder'];
}) {
  const initialValues = useMemo<PaymentFormValues>(
    () => ({
      method: savedCard ? 'saved' : 'new',
      consent: false,
      shipping: shippingMethod ?? 'standard',
    }),
    [savedCard, shippingMethod],
  );
  return (
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
