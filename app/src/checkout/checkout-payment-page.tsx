import { toCardBrand } from '@helmsman/domain';
import { type CheckoutPayment, CheckoutPaymentScreen, type SubmitResult } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { type CheckoutQuery, useCheckoutQuery, usePlaceOrderMutation } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { checkoutEvents } from './checkout-events.ts';
import { CheckoutFrame } from './checkout-frame.tsx';
import { checkoutFinished, checkoutStore } from './checkout-store.ts';
import { serverCartLines, serverCartSummary, toAddressView } from './checkout-view.ts';
import { createOrderPlacer } from './place-order.ts';

/**
 * /checkout/payment, step 3: the shipping step's address (kept in memory; after a reload, the one it
 * saved on file), the card on file or a new card, and 'Place order'. On success, the confirmation.
 */
export function CheckoutPaymentPage() {
  useDocumentTitle('Checkout: payment');
  return (
    <CheckoutFrame>
      <PaymentStep />
    </CheckoutFrame>
  );
}

const sendPlaceOrder = async (input: Parameters<typeof usePlaceOrderMutation.fetcher>[0]['input']) =>
  (await usePlaceOrderMutation.fetcher({ input })()).placeOrder;

function PaymentStep() {
  const checkout = useCheckoutQuery();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { brand } = useSiteConfig();
  const { address } = useSnapshot(checkoutStore);
  // One placer for the page: its idempotency keys and the request in flight outlive re-renders.
  const [placeOrder] = useState(() => createOrderPlacer(sendPlaceOrder));
  const paymentTracked = useRef(false);
  const data = checkout.data?.checkout;
  const shipping = address ?? toAddressView(data?.shippingAddress);
  if (data && !shipping) return <Redirect to="/checkout/shipping" replace />;

  const onPlaceOrder = async (payment: CheckoutPayment): Promise<SubmitResult> => {
    if (!data || !shipping) return { formError: 'Your checkout is still loading.' };
    const lines = serverCartLines(data.cart);
    if (!paymentTracked.current) {
      paymentTracked.current = true;
      checkoutEvents.paymentDone(lines);
    }
    const outcome = await placeOrder(shipping, payment);
    // No answer: the order may be placed, its cart emptied and its card now on file. Refreshing the
    // checkout would turn the form to that card, and the retry into another intent with another key.
    if ('unknown' in outcome) return outcome.unknown;
    // Placed or declined, there is an order now (a declined one carries the billing notice).
    invalidateStale(queryClient, 'PlaceOrder');
    if ('refused' in outcome) return outcome.refused;
    const order = outcome.placed;
    checkoutEvents.purchased(order, data.cart.coupon?.code ?? null);
    checkoutFinished({ orderNumber: order.orderNumber, hasSubscription: order.subscriptionIds.length > 0 });
    navigate(`/checkout/confirmation/${order.orderNumber}`);
    return undefined;
  };

  return (
    <CheckoutPaymentScreen
      {...toScreenState(checkout, ({ checkout: ready }: CheckoutQuery) => ({
        state: 'ready' as const,
        summary: serverCartSummary(ready.cart),
        shippingAddress: shipping ?? { address: '', address2: null, city: '', state: '', zip: '' },
        savedCard: ready.savedCard ? { ...ready.savedCard, brand: toCardBrand(ready.savedCard.brand) } : null,
      }))}
      onPlaceOrder={onPlaceOrder}
      brand={brand}
    />
  );
}
