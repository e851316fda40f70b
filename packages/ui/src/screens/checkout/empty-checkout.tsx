import { css } from '#styled-system/css';
import { Link } from '../../components/link/index.ts';
import { EmptyCart } from '../cart/empty-cart.tsx';

/**
 * A checkout step with nothing in the cart: a way to the shop, and for a customer a way to their
 * orders. A placed order empties the cart, so this is also what a customer sees who reloads the
 * payment step after 'Place order' (its answer lost to a dropped connection, say): the order they may
 * have just placed is in their orders, and nothing here offers to pay for an empty cart.
 */
export function EmptyCheckout({
  shopHref,
  ordersHref,
}: {
  shopHref: string;
  ordersHref?: string | undefined;
}) {
  return (
    <EmptyCart shopHref={shopHref} heading="h2">
      Add a product to your cart, then check out.
      {ordersHref === undefined ? null : (
        <span className={styles.orders}>
          Placed an order a moment ago? It is in <Link href={ordersHref}>your orders</Link>.
        </span>
      )}
    </EmptyCart>
  );
}

const styles = {
  orders: css({ display: 'block', mt: '2' }),
};
