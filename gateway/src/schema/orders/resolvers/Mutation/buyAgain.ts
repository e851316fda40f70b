import { buyAgainProducts, buyAgainSchema, validateWith } from '@helmsman/domain';
import { account, ecom } from '@helmsman/lapi-client';
import { asCustomer, formError, refusalOrThrow } from '../../../../errors/index.ts';
import type { BuyAgainResult, MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(buyAgainSchema);

export const buyAgainMessages = {
  notFound: 'We could not find that order on your account.',
  notInShop: 'Some items of this order are no longer sold in the shop, so it cannot be bought again.',
} as const;

function refused(message: string, fieldErrors?: Record<string, string>): BuyAgainResult {
  return { ok: false, error: formError(message, fieldErrors), cartItemCount: null };
}

export const buyAgain: NonNullable<MutationResolvers['buyAgain']> = async (_parent, args, ctx) => {
  const lapi = ctx.customerLapi();
  const orderNumber = String(args.orderNumber);
  const fieldErrors = validate({ orderNumber });
  if (fieldErrors) return refused(buyAgainMessages.notFound, fieldErrors);

  // The session's own history: another customer's order number is simply not found.
  const lander = await asCustomer(() => lapi.call(account.ordersDetails, {}));
  const order = lander.order_history[orderNumber];
  if (!order) return refused(buyAgainMessages.notFound);
  const products = buyAgainProducts(Object.values(order.order_items).map((item) => item.product_name));
  if (!products) return refused(buyAgainMessages.notInShop);

  let cart: ecom.Cart | null = null;
  try {
    // One at a time, in the order's order: the cart lists lines as they were added.
    for (const product of products) {
      cart = await lapi.call(ecom.addProduct, { product: { product_id: product.product_id } });
    }
  } catch (error) {
    const message = refusalOrThrow(error);
    ctx.logger.info({ orderNumber, message }, 'buy again refused');
    return refused(message);
  }
  const cartItemCount = cart?.cart.products.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  ctx.logger.info({ orderNumber, products: products.length }, 'order bought again');
  return { ok: true, error: null, cartItemCount };
};
