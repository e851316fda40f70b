import { type Frequency, formatUsd, frequencyText, priceLabel } from '@helmsman/domain';
import { useState } from 'react';
import { css, cx } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { Drawer } from '../../components/drawer/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { Trash2Icon } from '../../icons/index.ts';
import { centredBox } from '../../lib/style-pieces.ts';
import { QuantityStepper } from '../shop/quantity-stepper.tsx';
import { type AppliedCouponView, CouponForm, type CouponOutcome } from './coupon-form.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { SideDrawer } from './side-drawer.tsx';

/** A cart line as the app hands it over (from the cart response or the stored cart). */
export interface CartItemView {
  productId: string;
  name: string;
  /** Absolute or root-relative URL; null shows the category icon instead. */
  image: string | null;
  frequency: Frequency;
  /** Unit price in dollars, as the catalogue carries it; shown with domain `priceLabel`. */
  price: number;
  quantity: number;
  /** The product category ('sleep', 'hair', 'ed'…), for its icon. */
  category?: string | null;
  /** False for a product sold one per order (the bundle): no quantity stepper. Default true. */
  quantitySupported?: boolean;
}

export type CartDrawerState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | {
      state: 'ready';
      items: CartItemView[];
      subtotalCents: number;
      /** What the coupon takes off; the row shows only when it is more than 0. */
      discountCents?: number;
      totalCents: number;
      coupon?: AppliedCouponView | null;
    };

export type CartDrawerProps = CartDrawerState & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Removes a line. Return the mutation's promise and the line shows as busy until it settles; or
   * drive the busy lines yourself with `removingIds`. Without it no 'Remove' buttons show.
   */
  onRemove?: (productId: string) => unknown;
  /** Lines being removed right now. */
  removingIds?: readonly string[];
  /**
   * Sets a line's quantity (a stepper where the product supports it). Return the mutation's promise:
   * the line shows the new number and is busy until it settles. Without it the quantity is text.
   */
  onQuantityChange?: (productId: string, quantity: number) => unknown;
  /** Applies a coupon code; without it no coupon field shows. */
  onApplyCoupon?: (code: string) => Promise<CouponOutcome>;
  /** Checkout as a link (the app's router intercepts it)… */
  checkoutHref?: string;
  /** …or as a button. */
  onCheckout?: () => void;
  /** Where 'Browse products' in the empty cart goes (default /shop). */
  shopHref?: string;
};

/** The cart side drawer (spec section 2), opened from the header's cart button. */
export function CartDrawer(props: CartDrawerProps) {
  return (
    <SideDrawer
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Your cart"
      description={props.state === 'ready' && props.items.length > 0 ? itemCount(props.items) : null}
      closeLabel="Close cart"
    >
      <CartBody {...props} />
    </SideDrawer>
  );
}

function itemCount(items: CartItemView[]): string {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return count === 1 ? '1 item' : `${count} items`;
}

function CartBody(props: CartDrawerProps) {
  return (
    <PageStates of={props} subject="your cart" frame={(state) => <Drawer.Body>{state}</Drawer.Body>}>
      {(ready) => <CartContents {...ready} />}
    </PageStates>
  );
}

function CartContents(props: Loaded<CartDrawerProps>) {
  if (props.items.length === 0) {
    return (
      <Drawer.Body className={styles.emptyBody}>
        <EmptyCart shopHref={props.shopHref ?? '/shop'} heading="h3" className={styles.empty}>
          Find supplements and treatments picked by our clinicians.
        </EmptyCart>
      </Drawer.Body>
    );
  }
  return (
    <>
      <Drawer.Body>
        <CartLines
          items={props.items}
          onRemove={props.onRemove}
          removingIds={props.removingIds ?? []}
          onQuantityChange={props.onQuantityChange}
        />
      </Drawer.Body>
      <Drawer.Footer className={styles.footer}>
        {props.onApplyCoupon ? (
          <CouponForm applied={props.coupon ?? null} onApply={props.onApplyCoupon} />
        ) : null}
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>Subtotal</dt>
            <dd className={styles.amount}>{formatUsd(props.subtotalCents)}</dd>
          </div>
          {props.discountCents ? (
            <div className={styles.totalRow}>
              <dt>Discount</dt>
              <dd className={styles.amount}>−{formatUsd(props.discountCents)}</dd>
            </div>
          ) : null}
          <div className={cx(styles.totalRow, styles.grandTotal)}>
            <dt>Total</dt>
            <dd className={styles.amount}>{formatUsd(props.totalCents)}</dd>
          </div>
        </dl>
        <CheckoutButton checkoutHref={props.checkoutHref} onCheckout={props.onCheckout} />
      </Drawer.Footer>
    </>
  );
}

function CheckoutButton({ checkoutHref, onCheckout }: Pick<CartDrawerProps, 'checkoutHref' | 'onCheckout'>) {
  if (checkoutHref) {
    return (
      <Button asChild size="lg" fullWidth>
        <a href={checkoutHref}>Checkout</a>
      </Button>
    );
  }
  return (
    <Button size="lg" fullWidth onClick={onCheckout} disabled={!onCheckout}>
      Checkout
    </Button>
  );
}

/** Runs `work` for a line, keeping the line in `pending` until it settles. */
function usePendingLines<Value>(): [
  ReadonlyMap<string, Value>,
  (productId: string, value: Value, work: () => unknown) => Promise<void>,
] {
  const [pending, setPending] = useState<ReadonlyMap<string, Value>>(new Map());
  const run = async (productId: string, value: Value, work: () => unknown) => {
    setPending((prev) => new Map(prev).set(productId, value));
    try {
      await work();
    } finally {
      setPending((prev) => {
        const next = new Map(prev);
        next.delete(productId);
        return next;
      });
    }
  };
  return [pending, run];
}

function CartLines({
  items,
  onRemove,
  removingIds,
  onQuantityChange,
}: {
  items: CartItemView[];
  onRemove: CartDrawerProps['onRemove'];
  removingIds: readonly string[];
  onQuantityChange: CartDrawerProps['onQuantityChange'];
}) {
  // Lines whose removal promise has not settled yet; the app may also say so through removingIds.
  const [removing, runRemoval] = usePendingLines<true>();
  // Lines whose quantity change has not settled: the stepper shows the number asked for meanwhile.
  const [changing, runChange] = usePendingLines<number>();
  const remove = onRemove
    ? (productId: string) => runRemoval(productId, true, () => onRemove(productId))
    : undefined;
  const changeQuantity = onQuantityChange
    ? (productId: string, quantity: number) =>
        runChange(productId, quantity, () => onQuantityChange(productId, quantity))
    : undefined;

  return (
    <ul className={styles.lines} aria-label="Items in your cart">
      {items.map((item) => (
        <CartLine
          key={`${item.productId}:${item.frequency}`}
          item={item}
          busy={removing.has(item.productId) || removingIds.includes(item.productId)}
          changingTo={changing.get(item.productId)}
          onRemove={remove}
          onQuantityChange={changeQuantity}
        />
      ))}
    </ul>
  );
}

function CartLine({
  item,
  busy,
  changingTo,
  onRemove,
  onQuantityChange,
}: {
  item: CartItemView;
  busy: boolean;
  /** The quantity asked for while its change is pending. */
  changingTo: number | undefined;
  onRemove: ((productId: string) => Promise<void>) | undefined;
  onQuantityChange: ((productId: string, quantity: number) => Promise<void>) | undefined;
}) {
  const stepper = onQuantityChange && item.quantitySupported !== false;
  const lineBusy = busy || changingTo !== undefined;
  return (
    <li className={styles.line} aria-busy={lineBusy || undefined} data-busy={busy ? '' : undefined}>
      <span className={styles.thumb}>
        {item.image ? (
          <img src={item.image} alt="" width={80} height={80} loading="lazy" className={styles.image} />
        ) : (
          <CategoryIcon category={item.category} className={styles.thumbIcon} />
        )}
        {item.image && item.category ? (
          <span className={styles.categoryChip}>
            <CategoryIcon category={item.category} size={14} />
          </span>
        ) : null}
      </span>
      <div className={styles.lineText}>
        <p className={styles.lineName}>{item.name}</p>
        <p className={styles.muted}>{frequencyText(item.frequency)}</p>
        {stepper ? (
          <fieldset className={styles.stepper} aria-label={`Quantity of ${item.name}`}>
            <QuantityStepper
              value={changingTo ?? item.quantity}
              onChange={(quantity) => void onQuantityChange(item.productId, quantity)}
            />
          </fieldset>
        ) : (
          <p className={styles.muted}>Qty {item.quantity}</p>
        )}
      </div>
      <div className={styles.lineEnd}>
        <p className={styles.amount}>{priceLabel(item.price, item.frequency)}</p>
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            loading={busy}
            loadingText="Removing…"
            onClick={() => void onRemove(item.productId)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
            <span className={css({ srOnly: true })}> {item.name}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const styles = {
  emptyBody: css({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  empty: css({ width: 'full', borderStyle: 'none' }),
  lines: css({ display: 'flex', flexDirection: 'column' }),
  line: css({
    display: 'grid',
    // Phones: price and Remove go under the text; from sm they take a column of their own.
    gridTemplateColumns: { base: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
    gridTemplateAreas: { base: '"thumb text" "thumb end"', sm: '"thumb text end"' },
    alignItems: 'start',
    rowGap: '2',
    gap: { base: '3', sm: '4' },
    py: '5',
    _first: { pt: '1' },
    '&:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.default' },
    // Only the picture fades while a line is removed: dimmed text would fail contrast.
    '&[data-busy] > :first-child': { opacity: '0.45' },
  }),
  thumb: css(centredBox, {
    gridArea: 'thumb',
    position: 'relative',
    transition: 'opacity 150ms',
    boxSize: { base: '16', sm: '20' },
    borderRadius: 'l2',
    bg: 'bg.subtle',
    color: 'fg.subtle',
  }),
  image: css({ w: 'full', h: 'full', objectFit: 'cover', borderRadius: 'l2' }),
  thumbIcon: css({ w: '8', h: '8' }),
  categoryChip: css(centredBox, {
    position: 'absolute',
    right: '-1.5',
    bottom: '-1.5',
    boxSize: '6',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.fg',
    borderWidth: '2px',
    borderColor: 'bg.default',
  }),
  lineText: css({ gridArea: 'text', display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  lineName: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  lineEnd: css({
    gridArea: 'end',
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    alignItems: { base: 'center', sm: 'flex-end' },
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
    minW: '0',
  }),
  remove: css({ mr: '-3', color: 'fg.muted' }),
  // A fieldset for its group role, without the browser's frame.
  stepper: css({ mt: '2', p: '0', mx: '0', mb: '0', borderWidth: '0', minW: '0' }),
  footer: css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '4' }),
  totals: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  totalRow: css({ display: 'flex', justifyContent: 'space-between', gap: '4', color: 'fg.muted' }),
  grandTotal: css({ textStyle: 'lg', fontWeight: 'bold', color: 'fg.default' }),
  amount: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
};
