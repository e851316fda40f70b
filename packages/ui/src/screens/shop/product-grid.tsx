import { type ProductFamily, productPath } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

export interface ProductGridProps {
  families: readonly ProductFamily[];
  productHref?: (family: ProductFamily) => string;
  headingLevel?: ProductCardProps['headingLevel'];
  /** The grid opens the page: its first picture is above the fold and loads at once. */
  eagerFirst?: boolean;
}

/** Product cards in a grid: one column on phones, two from 640px, four from 1024px. */
export function ProductGrid({
  families,
  productHref = productPath,
  headingLevel,
  eagerFirst = false,
}: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {families.map((family, index) => (
        <li key={family} className={styles.item}>
          <ProductCard
            family={family}
            href={productHref(family)}
            headingLevel={headingLevel}
            eager={eagerFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

const styles = {
  grid: css({
    display: 'grid',
    gap: { base: '4', md: '6' },
    gridTemplateColumns: {
      base: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
  }),
  item: css({ display: 'flex', '& > *': { flex: '1' } }),
};
