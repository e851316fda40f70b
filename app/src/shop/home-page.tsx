import { HOME_ITEM_LIST, treatmentPath, viewItemList } from '@helmsman/domain';
import { HomeScreen } from '@helmsman/ui';
import { useEffect } from 'react';
import { useSiteConfig } from '../site/use-site-config.ts';
import { shopListProducts } from './shop-list.ts';
import { SiteFrame } from './site-frame.tsx';
import { useEcommerceEvent } from './use-ecommerce-event.ts';

/** '/': the site title, the tagline, the gummies and the treatments. */
export function HomePage() {
  const { title, tagline } = useSiteConfig();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEcommerceEvent('home', () => viewItemList(shopListProducts(), HOME_ITEM_LIST));
  return (
    <SiteFrame>
      {/* A treatment's page starts its online visit; while `onlineVisit` is off that route shows the
          no-access page (routing/feature-gate.tsx), so the links need no feature check of their own. */}
      <HomeScreen siteTitle={title} tagline={tagline} treatmentHref={treatmentPath} />
    </SiteFrame>
  );
}
