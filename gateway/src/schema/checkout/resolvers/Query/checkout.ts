import { customer, ecom } from '@helmsman/lapi-client';
import { legacyLoadFailure } from '../../../../errors/index.ts';
import { toCart } from '../../../cart/to-cart.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { toCheckoutAddress, toSavedCard } from '../../to-checkout.ts';

/**
 * One load for the checkout's steps: the names (/account/basics), the shipping address and card on
 * file (the account data: the card is its summary, never more) and the cart.
 */
export const checkout: NonNullable<QueryResolvers['checkout']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  try {
    const [basics, data, cart] = await Promise.all([
      lapi.call(customer.basics, {}),
      lapi.call(customer.accountData, {}),
      lapi.call(ecom.cartContents, {}),
    ]);
    return {
      firstName: basics.first_name,
      lastName: basics.last_name,
      email: basics.email,
      shippingAddress: toCheckoutAddress(data.shipping_address),
      savedCard: toSavedCard(data.payment_method),
      cart: toCart(cart),
    };
  } catch (error) {
    return legacyLoadFailure(error);
  }
};
