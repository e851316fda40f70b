import { viewItemList } from '@helmsman/domain';
import { ShopScreen } from '@helmsman/ui';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { shopListProducts } from './shop-list.ts';
import { SiteFrame } from './site-frame.tsx';
import { useEcommerceEvent } from './use-ecommerce-event.ts';

/** /shop: the catalogue, the three gummies and the Holiday Bundle. */
export function ShopPage() {
  useDocumentTitle('Shop');
  useEcommerceEvent('shop', () => viewItemList(shopListProducts()));
  return (
    <SiteFrame>
      <ShopScreen />
    </SiteFrame>
  );
}
