import { css } from '#styled-system/css';
import { link } from '#styled-system/recipes';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { CheckoutCard, FormLoading } from './checkout-card.tsx';
import { CheckoutFrame } from './checkout-frame.tsx';
import { EmptyCheckout } from './empty-checkout.tsx';
import { AddressForm, SignUpForm } from './lazy-forms.ts';
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
  if (props.summary.items.length === 0) {
    return (
      <EmptyCheckout
        shopHref={props.shopHref ?? '/shop'}
        ordersHref={props.customer ? '/orders' : undefined}
      />
    );
  }
  if (!props.customer) return <SignUpCard onSignUp={props.onSignUp} onLogIn={props.onLogIn} />;
  return (
    <AddressCard
      address={props.address ?? props.customer.shippingAddress}
      onSubmitAddress={props.onSubmitAddress}
    />
  );
}

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
      <FormLoading>
        <SignUpForm onSignUp={onSignUp} />
      </FormLoading>
    </CheckoutCard>
  );
}

function AddressCard(props: {
  address: CheckoutAddressView | null;
  onSubmitAddress: CheckoutShippingScreenProps['onSubmitAddress'];
}) {
  return (
    <CheckoutCard title="Shipping address" description="Where we send your order.">
      <FormLoading>
        <AddressForm {...props} />
      </FormLoading>
    </CheckoutCard>
  );
}

const styles = {
  logIn: css({ display: 'inline-block' }),
};
