import { toCardBrand, type VisitCategory, visitCategorySlug } from '@helmsman/domain';
import { type SubmitResult, type VisitOrderValues, VisitPaymentScreen } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toAddressView } from '../checkout/checkout-view.ts';
import { createOrderPlacer } from '../checkout/place-order.ts';
import {
  type PlaceVisitOrderInput,
  usePlaceVisitOrderMutation,
  useVisitCheckoutQuery,
} from '../gql/visit-hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitConfirmationPath, visitTreatmentPath } from './visit-paths.ts';

/**
 * /visit/:category/payment: the treatment chosen on the treatment step (or a link back there while
 * none is saved), where it ships and the card, then the treatment order (placeVisitOrder). One idempotency key per intent, as the shop's checkout (checkout/place-order.ts):
 * a double click or a retry after no answer orders once. Card details stay in the form's memory only.
 */
export function VisitPaymentPage() {
  return <VisitCategoryRoute step="payment" render={(category) => <Payment category={category} />} />;
}

const sendPlaceVisitOrder = async (input: PlaceVisitOrderInput) =>
  (await usePlaceVisitOrderMutation.fetcher({ input })()).placeVisitOrder;

function Payment({ category }: { category: VisitCategory }) {
  const slug = visitCategorySlug(category);
  const checkout = useVisitCheckoutQuery({ category: slug });
  const queryClient = useQueryClient();
  const { brand } = useSiteConfig();
  const [, navigate] = useLocation();
  // One placer for the page: its idempotency keys and the request in flight outlive re-renders.
  const [placeOrder] = useState(() =>
    createOrderPlacer((input) => sendPlaceVisitOrder({ ...input, category: slug })),
  );

  const onPlaceOrder = async ({ shipping, payment }: VisitOrderValues): Promise<SubmitResult> => {
    const outcome = await placeOrder(shipping, payment);
    if ('unknown' in outcome) return outcome.unknown;
    // Placed or declined, there is an order now (a declined one carries the billing notice).
    invalidateStale(queryClient, 'PlaceVisitOrder');
    if ('refused' in outcome) return outcome.refused;
    navigate(visitConfirmationPath(category, outcome.placed.orderNumber));
    return undefined;
  };

  return (
    <VisitPaymentScreen
      {...toScreenState(checkout, ({ visitCheckout: ready }) =>
        ready.treatment
          ? {
              state: 'ready' as const,
              treatment: ready.treatment,
              shippingAddress: toAddressView(ready.shippingAddress),
              savedCard: ready.savedCard
                ? { ...ready.savedCard, brand: toCardBrand(ready.savedCard.brand) }
                : null,
            }
          : { state: 'no-treatment' as const, treatmentHref: visitTreatmentPath(category) },
      )}
      category={category}
      brand={brand}
      onPlaceOrder={onPlaceOrder}
    />
  );
}
