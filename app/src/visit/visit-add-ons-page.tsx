import type { VisitCategory } from '@helmsman/domain';
import { VisitAddOnsScreen } from '@helmsman/ui';
import { useLocation } from 'wouter';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { useUpsellsQuery } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitPaymentPath } from './visit-paths.ts';

/**
 * /visit/:category/add-ons: the checkout's offers (/leads/upsells) beside the treatment. An added one
 * goes to the shop's cart, not the treatment order; Skip or Continue leads to payment either way.
 */
export function VisitAddOnsPage() {
  return <VisitCategoryRoute render={(category) => <AddOns category={category} />} />;
}

function AddOns({ category }: { category: VisitCategory }) {
  const upsells = useUpsellsQuery();
  const addToCart = useAddToCart();
  const { brand } = useSiteConfig();
  const [, navigate] = useLocation();
  return (
    <VisitAddOnsScreen
      {...toScreenState(upsells, ({ upsells: offers }) => ({
        state: 'ready' as const,
        offers: offers.map(({ productId, name, priceLabel, frequencyText, image, description, dose }) => ({
          productId,
          name,
          priceLabel,
          frequencyText,
          image,
          description,
          dose,
        })),
      }))}
      category={category}
      brand={brand}
      onAdd={(productId) => addToCart({ productId, quantity: 1 })}
      onContinue={() => navigate(visitPaymentPath(category))}
    />
  );
}
