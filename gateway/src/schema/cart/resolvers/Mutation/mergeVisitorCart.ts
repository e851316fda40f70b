import { ecom } from '@helmsman/lapi-client';
import { asCustomer, formError, refusalOrThrow } from '../../../../errors/index.ts';
import { idempotencyKeyProblem, isKeyReused } from '../../../../idempotency.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { MERGE_LINES_MAX, mergeAdds, mergeLineKey } from '../../merge-lines.ts';
import { catalogueProductId } from '../../product-id.ts';
import { toCart } from '../../to-cart.ts';

const badQuantity = 'Each line needs a quantity of at least 1.';
const tooManyLines = `A cart to merge holds at most ${MERGE_LINES_MAX} lines.`;

/**
 * After a login or a sign-up: the visitor's local lines join the customer's server cart, once per
 * merge key. Each add-product carries a key derived from (mergeKey, product), so two tabs merging the
 * same local cart at once add it once; a 422 (the key met another body) means the other tab merged
 * that line first. Answers the cart as it is after the merge.
 */
export const mergeVisitorCart: NonNullable<MutationResolvers['mergeVisitorCart']> = async (
  _parent,
  { items, mergeKey },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const keyProblem = idempotencyKeyProblem(mergeKey);
  if (keyProblem) return { ok: false, error: formError(keyProblem, { mergeKey: keyProblem }), cart: null };
  if (items.length > MERGE_LINES_MAX) return { ok: false, error: formError(tooManyLines), cart: null };
  const local = new Map<number, number>();
  for (const item of items) {
    const productId = catalogueProductId(item.productId);
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      return { ok: false, error: formError(badQuantity, { quantity: badQuantity }), cart: null };
    }
    local.set(productId, (local.get(productId) ?? 0) + item.quantity);
  }

  const server = await asCustomer(() => lapi.call(ecom.cartContents, {}));
  const refusals: string[] = [];
  for (const { product, quantity } of mergeAdds(local, server)) {
    try {
      await lapi.call(
        ecom.addProduct,
        { product: { product_id: product.product_id, ...(quantity !== undefined && { quantity }) } },
        { idempotencyKey: mergeLineKey(mergeKey, product.product_id) },
      );
    } catch (error) {
      if (!isKeyReused(error)) refusals.push(refusalOrThrow(error));
    }
  }
  const cart = toCart(await asCustomer(() => lapi.call(ecom.cartContents, {})));
  const [refusal] = refusals;
  return refusal === undefined
    ? { ok: true, error: null, cart }
    : { ok: false, error: formError(refusal), cart };
};
