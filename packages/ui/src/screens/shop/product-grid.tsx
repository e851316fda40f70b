import { type ProductFamily, productPath } from '@helmsman/domain';
import { cardGrid } from './card-grid.ts';
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
    <ul className={cardGrid.list}>
      {families.map((family, index) => (
        <li key={family} className={cardGrid.item}>
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
