import { findProduct, type StoredCartItem } from '@helmsman/domain';
import type { CartItemView } from '@helmsman/ui';
import type { CartFieldsFragment } from '../gql/hooks.ts';

type ServerCartLine = CartFieldsFragment['items'][number];

/** A line of the customer's server cart as the drawer and checkout's order summary show it. */
export function serverItemView(item: ServerCartLine): CartItemView {
  return {
    productId: item.productId,
    name: item.name,
    image: item.image,
    frequency: item.frequency,
    price: item.priceCents / 100,
    quantity: item.quantity,
    quantitySupported: item.quantitySupported,
  };
}

/** A visitor's stored line as the same view; whether it takes a quantity comes from the catalogue. */
export function visitorItemView(item: StoredCartItem): CartItemView {
  return {
    productId: item.product_id,
    name: item.name,
    image: item.img,
    frequency: item.frequency,
    price: item.price,
    quantity: item.quantity,
    quantitySupported: findProduct(Number(item.product_id))?.quantity_supported ?? false,
  };
}
