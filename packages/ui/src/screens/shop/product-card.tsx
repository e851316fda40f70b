import {
  formatUsd,
  fromPrice,
  type ProductFamily,
  priceLabel,
  purchaseOptions,
  savingsPercent,
  toCents,
} from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import * as Card from '../../components/card/card.tsx';

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
 * subscribing saves. The name is the link; it stretches over the whole card so all of it is a target.
 */
export function ProductCard({ family, href, headingLevel: Heading = 'h2', eager = false }: ProductCardProps) {
  const options = purchaseOptions(family);
  const first = options[0];
  if (!first) return null;
  const bestSaving = Math.max(...options.map(savingsPercent));
  return (
    <Card.Root className={styles.card}>
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
        <Heading className={styles.name}>
          <a href={href} className={styles.link}>
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
  card: css({
    position: 'relative',
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: 'fast',
    _hover: { borderColor: 'border.strong' },
    '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _motionReduce: { transitionDuration: '0s' },
  }),
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
  name: css({ textStyle: 'lg', fontWeight: 'semibold', fontFamily: 'heading' }),
  // The card is the target: the link's box covers it; the card shows the focus ring instead.
  link: css({
    color: 'fg.default',
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '0.2em',
    outline: 'none',
    _hover: { textDecorationColor: 'currentColor' },
    _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
  }),
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
