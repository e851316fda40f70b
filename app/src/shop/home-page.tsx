import { HOME_ITEM_LIST, treatmentPath, type VisitCategory, viewItemList } from '@helmsman/domain';
import { HomeScreen } from '@helmsman/ui';
import { useEffect } from 'react';
import { useSiteConfig } from '../site/use-site-config.ts';
import { shopListProducts } from './shop-list.ts';
import { SiteFrame } from './site-frame.tsx';
import { useEcommerceEvent } from './use-ecommerce-event.ts';

/**
 * A treatment's page, which starts its online visit. While the `onlineVisit` feature is off, that route
 * shows the no-access page (routing/feature-gate.tsx), so the link needs no feature check of its own.
 */
function treatmentHref(category: VisitCategory): string {
  return treatmentPath(category);
}

/** '/': the site title, the tagline, the gummies and the treatments. */
export function HomePage() {
  const { title, tagline } = useSiteConfig();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEcommerceEvent('home', () => viewItemList(shopListProducts(), HOME_ITEM_LIST));
  return (
    <SiteFrame>
      <HomeScreen siteTitle={title} tagline={tagline} treatmentHref={treatmentHref} />
    </SiteFrame>
  );
}
