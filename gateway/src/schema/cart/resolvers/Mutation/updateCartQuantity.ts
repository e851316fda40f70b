import { PRODUCT_QUANTITY_MAX } from '@helmsman/domain';
import { ecom, LapiFailure } from '@helmsman/lapi-client';
import { asCustomer, formError, refusalOrThrow } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { catalogueProductId } from '../../product-id.ts';
import { toCart } from '../../to-cart.ts';

const outOfRange = `Choose a quantity from 0 to ${PRODUCT_QUANTITY_MAX}.`;

/**
 * The drawer's stepper (v2/ecom/update-cart); 0 removes the line. Removing a line already gone (a
 * second tab) answers the cart as it is, as removeFromCart does.
 */
export const updateCartQuantity: NonNullable<MutationResolvers['updateCartQuantity']> = async (
  _parent,
  args,
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const productId = catalogueProductId(args.productId);
  const { quantity } = args;
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > PRODUCT_QUANTITY_MAX) {
    return { ok: false, error: formError(outOfRange, { quantity: outOfRange }), cart: null };
  }
  try {
    const cart = await lapi.call(ecom.updateCart, { items: [{ product_id: productId, quantity }] });
    return { ok: true, error: null, cart: toCart(cart) };
  } catch (error) {
    if (quantity === 0 && error instanceof LapiFailure && error.httpStatus === 404) {
      const cart = await asCustomer(() => lapi.call(ecom.cartContents, {}));
      return { ok: true, error: null, cart: toCart(cart) };
    }
    return { ok: false, error: formError(refusalOrThrow(error)), cart: null };
  }
};
