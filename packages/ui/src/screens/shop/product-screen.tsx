import {
  type Frequency,
  frequencyText,
  type Product,
  priceLabel,
  purchaseOptions,
  savingsLabel,
} from '@helmsman/domain';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { ShoppingBagIcon } from '../../icons/index.ts';
import { useOrderAction } from '../orders/use-order-action.ts';
import { Choice, ChoiceGroup } from '../subscriptions/choice.tsx';
import { PRODUCT_IMAGE_PX } from './product-card.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { shopPageStyles } from './shop-screen.tsx';
import type { ProductScreenProps } from './types.ts';

/**
 * A product page (/shop/<slug>): picture, name, dose and description; for a gummy line the choice of
 * one-time, monthly or quarterly with each price label and what subscribing saves, and a quantity
 * where the chosen product supports one; then 'Add to cart'. The bundle is sold once, one bottle each.
 * Render it inside `SiteLayout`.
 */
export function ProductScreen({
  family,
  initialFrequency = 'ONE_TIME',
  onAddToCart,
  onOpenCart,
}: ProductScreenProps) {
  const options = purchaseOptions(family);
  const [frequency, setFrequency] = useState<Frequency>(initialFrequency);
  const [quantity, setQuantity] = useState(1);
  const chosen = options.find((option) => option.frequency === frequency) ?? options[0];
  const quantityShown = chosen?.quantity_supported === true;
  const request = chosen ? { productId: chosen.product_id, quantity: quantityShown ? quantity : 1 } : null;
  // Keyed by what would be added, so a result is shown only while the choice it was for stands.
  const key = request ? `${request.productId}x${request.quantity}` : '';
  const add = useOrderAction(request ? () => onAddToCart(request) : undefined);
  const status = add.status?.orderNumber === key ? add.status : null;
  if (!chosen) return null;

  return (
    <div className={shopPageStyles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <a href="/shop">Shop</a>
          </li>
          <li aria-current="page">{chosen.product_name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <img
          src={chosen.img}
          alt=""
          width={PRODUCT_IMAGE_PX}
          height={PRODUCT_IMAGE_PX}
          fetchPriority="high"
          className={styles.image}
        />
        <div className={styles.details}>
          <h1 className={shopPageStyles.title}>{chosen.product_name}</h1>
          <p className={styles.description}>{chosen.description}</p>
          <p className={styles.dose}>
            <span className={styles.doseLabel}>Dose:</span> {chosen.dose}
          </p>

          {options.length > 1 ? (
            <ChoiceGroup legend="Purchase option">
              {options.map((option) => (
                <Choice
                  key={option.product_id}
                  name="purchase-option"
                  value={option.frequency}
                  checked={option.frequency === frequency}
                  onChange={() => setFrequency(option.frequency)}
                  label={frequencyText(option.frequency)}
                  hint={<OptionPrice option={option} />}
                />
              ))}
            </ChoiceGroup>
          ) : (
            <p className={styles.price}>{priceLabel(chosen.price, chosen.frequency)}</p>
          )}

          {quantityShown ? <QuantityStepper value={quantity} onChange={setQuantity} /> : null}

          <Button
            size="lg"
            className={styles.add}
            loading={status?.state === 'pending'}
            loadingText="Adding…"
            onClick={() => add.run(key)}
          >
            <ShoppingBagIcon aria-hidden="true" />
            Add to cart
          </Button>
          <div className={styles.result}>
            {status?.state === 'failed' ? (
              <InlineMessage status="error" title="Not added to your cart">
                {status.message}
              </InlineMessage>
            ) : null}
            {status?.state === 'done' ? (
              <InlineMessage
                status="success"
                title="Added to your cart"
                actions={
                  onOpenCart ? (
                    <Button variant="outline" size="sm" onClick={onOpenCart}>
                      View cart
                    </Button>
                  ) : null
                }
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

/** '$17.50/month' and, for a subscription, 'Save 30%' against one-time. */
function OptionPrice({ option }: { option: Product }) {
  const saving = savingsLabel(option);
  return (
    <span className={styles.optionPrice}>
      <span className={styles.priceLabel}>{priceLabel(option.price, option.frequency)}</span>
      {saving ? <Badge tone="success">{saving}</Badge> : null}
    </span>
  );
}

const styles = {
  breadcrumb: css({
    mb: { base: '5', md: '8' },
    textStyle: 'sm',
    color: 'fg.muted',
    '& ol': { display: 'flex', flexWrap: 'wrap', gap: '2' },
    '& li + li::before': { content: '"/"', me: '2', color: 'fg.subtle' },
    '& a': {
      color: 'fg.default',
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      borderRadius: 'xs',
    },
  }),
  layout: css({
    display: 'grid',
    gap: { base: '6', md: '10' },
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
  }),
  image: css({
    w: 'full',
    maxW: { base: '20rem', md: '26rem' },
    mx: 'auto',
    h: 'auto',
    aspectRatio: 'square',
    objectFit: 'contain',
    bg: 'bg.subtle',
    borderRadius: 'l3',
  }),
  details: css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' }),
  description: css({ textStyle: { base: 'md', md: 'lg' }, color: 'fg.muted' }),
  dose: css({ textStyle: 'sm' }),
  doseLabel: css({ fontWeight: 'semibold' }),
  price: css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  optionPrice: css({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' }),
  priceLabel: css({ fontWeight: 'semibold', color: 'fg.default', fontVariantNumeric: 'tabular-nums' }),
  add: css({ alignSelf: { base: 'stretch', sm: 'flex-start' } }),
  result: css({ display: 'contents' }),
};
