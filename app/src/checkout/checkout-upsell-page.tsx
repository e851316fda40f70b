import { CheckoutUpsellScreen } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { useCheckoutQuery } from '../gql/hooks.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { checkoutEvents } from './checkout-events.ts';
import { CheckoutFrame } from './checkout-frame.tsx';
import { checkoutStore } from './checkout-store.ts';
import { serverCartLines, serverCartSummary } from './checkout-view.ts';
import { useUpsellOffers } from './use-upsell-offers.ts';

/**
 * /checkout/upsell, step 2: the offers of /leads/upsells. Whether the customer adds one or not (or the
 * offers fail to load), Continue leads to payment.
 */
export function CheckoutUpsellPage() {
  useDocumentTitle('Checkout: offers');
  return (
    <CheckoutFrame>
      <UpsellStep />
    </CheckoutFrame>
  );
}

function UpsellStep() {
  const offers = useUpsellOffers();
  const checkout = useCheckoutQuery();
  const addToCart = useAddToCart();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const cart = checkout.data?.checkout.cart;

  const add = async (productId: string) => {
    const outcome = await addToCart({ productId, quantity: 1 });
    // The summary beside the offers is the checkout's cart.
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: useCheckoutQuery.getKey() });
    return outcome;
  };

  const goOn = () => {
    if (cart) checkoutEvents.upsellDone(serverCartLines(cart));
    checkoutStore.upsellDone = true;
    navigate('/checkout/payment');
  };

  return (
    <CheckoutUpsellScreen
      {...offers}
      summary={cart ? serverCartSummary(cart) : null}
      onAdd={add}
      onContinue={goOn}
    />
  );
}
