import {
  bestSavingsPercent,
  formatUsd,
  fromPrice,
  type ProductFamily,
  priceLabel,
  purchaseOptions,
  toCents,
} from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import * as Card from '../../components/card/card.tsx';
import { cardGrid } from './card-grid.ts';

/** The size the product pictures are made at; the attributes keep their box before they load. */
export const PRODUCT_IMAGE_PX = 240;

export interface ProductCardProps {
  family: ProductFamily;
  href: string;
  /** The heading level the page needs under its own h1 (h2 on /shop, h3 under a home page section). */
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: load the picture at once, with high priority; all others load lazily. */
  eager?: boolean;
}

/**
 * A product line in a grid: picture, name, the from-price, each option's price label and what
 * subscribing saves, in a `cardGrid`.
 */
export function ProductCard({ family, href, headingLevel: Heading = 'h2', eager = false }: ProductCardProps) {
  const options = purchaseOptions(family);
  const first = options[0];
  if (!first) return null;
  const bestSaving = bestSavingsPercent(family);
  return (
    <Card.Root className={cardGrid.card}>
      <img
        src={first.img}
        alt=""
        width={PRODUCT_IMAGE_PX}
        height={PRODUCT_IMAGE_PX}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={styles.image}
      />
      <Card.Body className={styles.body}>
        {bestSaving > 0 ? (
          <Badge tone="success" className={styles.saving}>
            Subscribe and save up to {bestSaving}%
          </Badge>
        ) : null}
        <Heading className={cardGrid.name}>
          <a href={href} className={cardGrid.link}>
            {first.product_name}
          </a>
        </Heading>
        <p className={styles.from}>
          {options.length > 1 ? 'From ' : ''}
          {formatUsd(toCents(fromPrice(family)))}
        </p>
        <ul className={styles.prices} aria-label="Prices">
          {options.map((option) => (
            <li key={option.product_id}>{priceLabel(option.price, option.frequency)}</li>
          ))}
        </ul>
        <p className={styles.dose}>{first.dose}</p>
      </Card.Body>
    </Card.Root>
  );
}

const styles = {
  image: css({
    w: 'full',
    h: 'auto',
    aspectRatio: 'square',
    objectFit: 'contain',
    bg: 'bg.subtle',
    borderTopRadius: 'l3',
  }),
  body: css({ gap: '2' }),
  saving: css({ alignSelf: 'flex-start' }),
  from: css({ textStyle: 'xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  prices: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '3',
    rowGap: '1',
    textStyle: 'sm',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
  }),
  dose: css({ textStyle: 'sm', color: 'fg.muted' }),
};
