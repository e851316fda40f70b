import { ecom, LapiFailure } from '@helmsman/lapi-client';
import { asCustomer, mapLapiError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { catalogueProductId } from '../../product-id.ts';
import { toCart } from '../../to-cart.ts';

/**
 * Removing is idempotent for the customer: a product already gone (a second tab, a double click)
 * answers the cart as it is, so the drawer and the badge catch up instead of showing an error.
 */
export const removeFromCart: NonNullable<MutationResolvers['removeFromCart']> = async (
  _parent,
  args,
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const productId = catalogueProductId(args.productId);
  try {
    return toCart(await lapi.call(ecom.removeProduct, { product_id: productId }));
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) {
      return toCart(await asCustomer(() => lapi.call(ecom.cartContents, {})));
    }
    return mapLapiError(error);
  }
};
