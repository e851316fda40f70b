import {
  familyFromSlug,
  type Product,
  type ProductFamily,
  purchaseOptions,
  viewItem,
} from '@helmsman/domain';
import { ProductScreen } from '@helmsman/ui';
import { useLocation } from 'wouter';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { RedirectHome } from '../routing/logged-in-home.tsx';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { openCartDrawer } from '../state/cart-drawer-store.ts';
import { SiteFrame } from './site-frame.tsx';
import { useEcommerceEvent } from './use-ecommerce-event.ts';

/**
 * /shop/<slug>: a product family's page. The route table lists each product's path (the gateway
 * prerenders each), so the family comes from the path; anything else under /shop is no route.
 */
export function ProductPage() {
  const [path] = useLocation();
  const family = familyFromSlug(path.slice(path.lastIndexOf('/') + 1));
  const [opening] = family ? purchaseOptions(family) : [];
  if (!family || !opening) return <RedirectHome />;
  return <ProductFamilyPage family={family} opening={opening} />;
}

/** `opening`: the option the page opens on (one-time), which view_item reports. */
function ProductFamilyPage({ family, opening }: { family: ProductFamily; opening: Product }) {
  const [path] = useLocation();
  const addToCart = useAddToCart();
  useDocumentTitle(opening.product_name);
  useEcommerceEvent(family, () => viewItem(opening));
  return (
    <SiteFrame>
      <ProductScreen
        key={family}
        family={family}
        onAddToCart={({ productId, quantity }) => addToCart({ productId: String(productId), quantity })}
        onOpenCart={() => openCartDrawer(path)}
      />
    </SiteFrame>
  );
}
