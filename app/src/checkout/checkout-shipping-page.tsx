import { messages, type SignupValues } from '@helmsman/domain';
import {
  type CheckoutAddressView,
  CheckoutShippingScreen,
  type CheckoutShippingScreenProps,
} from '@helmsman/ui';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { visitorCart } from '../cart/visitor-cart.ts';
import { type CheckoutQuery, useCheckoutQuery, useSaveCheckoutAddressMutation } from '../gql/hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { loginStore } from '../state/login-store.ts';
import { checkoutEvents } from './checkout-events.ts';
import { CheckoutFrame } from './checkout-frame.tsx';
import { checkoutStore } from './checkout-store.ts';
import {
  serverCartLines,
  serverCartSummary,
  toAddressView,
  visitorCartLines,
  visitorCartSummary,
} from './checkout-view.ts';

type StepCallbacks = Pick<CheckoutShippingScreenProps, 'onSignUp' | 'onLogIn'>;

/** The sign-up module (the mutation and the cart merge) loads when the form is sent. */
async function signUp(values: SignupValues) {
  return (await import('./sign-up.ts')).signUp(values);
}

const callbacks: StepCallbacks = {
  onSignUp: signUp,
  // The slider logs in where the visitor is: this step then shows the customer's address.
  onLogIn: () => {
    loginStore.isVisible = true;
  },
};

/**
 * /checkout/shipping, step 1, open to anyone: a visitor signs up here (or logs in through the slider),
 * then gives the address; a customer finds theirs prefilled. Entering checkout is begin_checkout.
 */
export function CheckoutShippingPage() {
  useDocumentTitle('Checkout: shipping');
  const { isLoggedIn } = useSnapshot(loginStore);
  return <CheckoutFrame>{isLoggedIn ? <CustomerShipping /> : <VisitorShipping />}</CheckoutFrame>;
}

function VisitorShipping() {
  const { items } = useSnapshot(visitorCart);
  useEffect(() => checkoutEvents.begin(visitorCartLines(items)), [items]);
  return (
    <CheckoutShippingScreen
      state="ready"
      summary={visitorCartSummary(items)}
      customer={null}
      {...callbacks}
      // No address form before the account exists.
      onSubmitAddress={async () => undefined}
    />
  );
}

function CustomerShipping() {
  const checkout = useCheckoutQuery();
  const saveAddress = useSaveCheckoutAddressMutation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { address } = useSnapshot(checkoutStore);
  const cart = checkout.data?.checkout.cart;
  useEffect(() => {
    if (cart) checkoutEvents.begin(serverCartLines(cart));
  }, [cart]);

  const submitAddress = (input: CheckoutAddressView) =>
    submitForm(
      async () => (await saveAddress.mutateAsync({ input })).saveCheckoutAddress,
      messages.failedSaveAddress,
      () => {
        invalidateStale(queryClient, 'SaveCheckoutAddress');
        checkoutStore.address = input;
        if (cart) checkoutEvents.shippingDone(serverCartLines(cart));
        navigate('/checkout/upsell');
      },
    );

  return (
    <CheckoutShippingScreen
      {...toShippingState(checkout, address)}
      {...callbacks}
      onSubmitAddress={submitAddress}
    />
  );
}

function toShippingState(
  checkout: UseQueryResult<CheckoutQuery, unknown>,
  address: CheckoutAddressView | null,
) {
  return toScreenState(checkout, ({ checkout: data }: CheckoutQuery) => ({
    state: 'ready' as const,
    summary: serverCartSummary(data.cart),
    customer: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      shippingAddress: toAddressView(data.shippingAddress),
    },
    address,
  }));
}
