import { ecom } from '@helmsman/lapi-client';
import { formError, refusalOrThrow } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { catalogueProductId } from '../../product-id.ts';
import { toCart } from '../../to-cart.ts';

export const addToCart: NonNullable<MutationResolvers['addToCart']> = async (_parent, args, ctx) => {
  const lapi = ctx.customerLapi();
  const productId = catalogueProductId(args.productId);
  const quantity = args.quantity ?? undefined;
  if (quantity !== undefined && (!Number.isInteger(quantity) || quantity < 1)) {
    return { ok: false, error: formError('Choose a quantity of at least 1.'), cart: null };
  }
  try {
    const cart = await lapi.call(ecom.addProduct, {
      product: quantity === undefined ? { product_id: productId } : { product_id: productId, quantity },
    });
    return { ok: true, error: null, cart: toCart(cart) };
  } catch (error) {
    // Quantity not supported, too many of one product: the legacy API's words, for the customer.
    const message = refusalOrThrow(error);
    return { ok: false, error: formError(message), cart: null };
  }
};
