import { SHOP_FAMILIES } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { ProductGrid } from './product-grid.tsx';
import type { ShopScreenProps } from './types.ts';

/**
 * /shop, the catalogue (spec section 3): Sleep, Biotin and Immunity Gummies and the Holiday Bundle,
 * each a card leading to its product page. The catalogue is the domain's, so there is nothing to load.
 * Render it inside `SiteLayout`.
 */
export function ShopScreen({ productHref }: ShopScreenProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Shop gummies</h1>
        <p className={styles.intro}>
          Buy a bottle once, or subscribe monthly or quarterly and save. Change or cancel a subscription at
          any time.
        </p>
      </header>
      <ProductGrid families={SHOP_FAMILIES} productHref={productHref} eagerFirst />
    </div>
  );
}

export const shopPageStyles = {
  // Content-box: the text column is 6xl wide at most, its gutters outside it, as on the information pages.
  page: css({
    boxSizing: 'content-box',
    maxW: '6xl',
    mx: 'auto',
    px: { base: '5', md: '10' },
    py: { base: '8', md: '12' },
  }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2', mb: { base: '6', md: '8' } }),
  title: css({ textStyle: { base: '3xl', md: '4xl' }, fontFamily: 'heading', fontWeight: 'bold' }),
  intro: css({ textStyle: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '2xl' }),
};
const styles = shopPageStyles;
