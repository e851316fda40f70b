import type { SignupValues } from '@helmsman/domain';
import { useMemo } from 'react';
import { css } from '#styled-system/css';
import { link } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import { EmptyState } from '../../components/empty-state/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import {
  CheckboxField,
  EmailField,
  formRules,
  PasswordField,
  SchemaForm,
  SubmitButton,
  TextField,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { ShoppingBagIcon } from '../../icons/index.ts';
import { AddressFields } from '../account/address-fields.tsx';
import { toFormAddress } from '../account/address-lines.tsx';
import { fieldRow } from '../payment-method/card-fields.tsx';
import { CheckoutCard, checkoutForm } from './checkout-card.tsx';
import { CheckoutFrame } from './checkout-frame.tsx';
import type { CheckoutAddressView, CheckoutShippingScreenProps } from './types.ts';

/**
 * /checkout/shipping, step 1. A visitor first creates an account inline (or logs in through the
 * slider); a customer gets the address form, prefilled from this checkout or the address on file.
 * Render it inside SiteLayout.
 */
export function CheckoutShippingScreen(props: CheckoutShippingScreenProps) {
  return (
    <CheckoutFrame step="shipping" summary={props.state === 'ready' ? props.summary : null}>
      <PageStates of={props} subject="your checkout">
        {(ready) => <ShippingContent {...ready} />}
      </PageStates>
    </CheckoutFrame>
  );
}

function ShippingContent(props: Loaded<CheckoutShippingScreenProps>) {
  if (props.summary.items.length === 0) return <EmptyCheckout shopHref={props.shopHref ?? '/shop'} />;
  if (!props.customer) return <SignUpCard onSignUp={props.onSignUp} onLogIn={props.onLogIn} />;
  return (
    <AddressCard
      address={props.address ?? props.customer.shippingAddress}
      onSubmitAddress={props.onSubmitAddress}
    />
  );
}

function EmptyCheckout({ shopHref }: { shopHref: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <ShoppingBagIcon />
      </EmptyState.Indicator>
      <EmptyState.Title asChild>
        <h2>Your cart is empty</h2>
      </EmptyState.Title>
      <EmptyState.Description>Add a product to your cart, then check out.</EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <a href={shopHref}>Browse products</a>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}

const signupRules = formRules<SignupValues>((forms) => forms.signupSchema);
const signupInitialValues: Partial<SignupValues> = { consent: false };

function SignUpCard({ onSignUp, onLogIn }: Pick<CheckoutShippingScreenProps, 'onSignUp' | 'onLogIn'>) {
  return (
    <CheckoutCard
      title="Create your account"
      description={
        <>
          Your orders, subscriptions and care team in one place.{' '}
          <span className={styles.logIn}>
            Already have an account?{' '}
            <button type="button" className={link()} aria-haspopup="dialog" onClick={onLogIn}>
              Log in
            </button>
          </span>
        </>
      }
    >
      <SchemaForm<SignupValues>
        className={checkoutForm}
        validate={signupRules.validate}
        initialValues={signupInitialValues}
        onSubmit={async (values) => toSubmissionErrors(await onSignUp(await signupRules.cast(values)))}
      >
        <EmailField name="email" label="Email" />
        <div className={fieldRow}>
          <TextField name="first_name" label="First name" autoComplete="given-name" />
          <TextField name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          helperText="6 to 16 characters."
        />
        <CheckboxField
          name="consent"
          label="I agree to the Terms, the Privacy Policy and the Consent to Telehealth."
        />
        <div>
          <SubmitButton size="lg" loadingText="Creating your account…">
            Create account and continue
          </SubmitButton>
        </div>
      </SchemaForm>
    </CheckoutCard>
  );
}

const addressRules = formRules<AddressFormValues>((forms) => forms.addressSchema);

/** The address fields as typed ('' for an empty second line). */
type AddressFormValues = ReturnType<typeof toFormAddress>;

function AddressCard({
  address,
  onSubmitAddress,
}: {
  address: CheckoutAddressView | null;
  onSubmitAddress: CheckoutShippingScreenProps['onSubmitAddress'];
}) {
  const initialValues = useMemo(() => toFormAddress(address), [address]);
  return (
    <CheckoutCard title="Shipping address" description="Where we send your order.">
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
    </CheckoutCard>
  );
}

const styles = {
  logIn: css({ display: 'inline-block' }),
};
