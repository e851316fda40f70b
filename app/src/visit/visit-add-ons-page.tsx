import type { VisitCategory } from '@helmsman/domain';
import { VisitAddOnsScreen } from '@helmsman/ui';
import { useLocation } from 'wouter';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { useUpsellOffers } from '../checkout/use-upsell-offers.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitPaymentPath } from './visit-paths.ts';

/**
 * /visit/:category/add-ons: the checkout's offers (/leads/upsells) beside the treatment. An added one
 * goes to the shop's cart, not the treatment order; Skip or Continue leads to payment either way.
 */
export function VisitAddOnsPage() {
  return <VisitCategoryRoute step="add-ons" render={(category) => <AddOns category={category} />} />;
}

function AddOns({ category }: { category: VisitCategory }) {
  const offers = useUpsellOffers();
  const addToCart = useAddToCart();
  const { brand } = useSiteConfig();
  const [, navigate] = useLocation();
  return (
    <VisitAddOnsScreen
      {...offers}
      category={category}
      brand={brand}
      onAdd={(productId) => addToCart({ productId, quantity: 1 })}
      onContinue={() => navigate(visitPaymentPath(category))}
    />
  );
}
