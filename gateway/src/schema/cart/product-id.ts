import { findProduct } from '@helmsman/domain';
import { createGraphQLError } from 'graphql-yoga';

/**
 * A product id argument: a product of the catalogue or nothing. Refused before any legacy call, so
 * the legacy API only ever sees ids it sells.
 */
export function catalogueProductId(value: string | number): number {
  const text = String(value);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!findProduct(id)) {
    throw createGraphQLError('This product is not sold in the shop.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return id;
}
