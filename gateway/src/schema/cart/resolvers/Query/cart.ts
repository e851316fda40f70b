import { ecom } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { toCart } from '../../to-cart.ts';

export const cart: NonNullable<QueryResolvers['cart']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  return toCart(await asCustomer(() => lapi.call(ecom.cartContents, {})));
};
