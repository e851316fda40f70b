import { demo } from '../src/db/demo-data.ts';
import type { Db } from '../src/db/open.ts';
import { fillCart, startOnlineVisit, storeTestCard } from '../src/resources/commerce-fixtures.ts';

/**
 * The protocol test cases (src/http/protocol.test.ts) of the commerce calls: a valid input, with what
 * must hold for it to succeed as Alex (`arrange`), and invalid inputs with the text naming the field.
 */
export interface ProtocolCase {
  readonly valid: object;
  readonly invalid: { data: object; field: string }[];
  readonly arrange?: (db: Db) => Promise<void>;
}

const alex = demo.alex.leadsId;
const shipping = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const newCard = { ccnum: '4242424242424242', ccexp: '12/40', cccvv: '123', consent: true };
const oneSleepGummies = (db: Db) => fillCart(db, alex, [{ productId: 40, quantity: 1 }]);

function customerOnly(): ProtocolCase {
  return {
    valid: { leads_id: alex },
    invalid: [
      { data: { leads_id: 'abc' }, field: 'leads_id must be a number' },
      { data: { leads_id: -1 }, field: 'leads_id must be greater than 0' },
    ],
  };
}

export const commerceProtocolCases: Record<string, ProtocolCase> = {
  '/lapi/order/create/': {
    valid: { product_id: demo.products.sildenafil },
    arrange: async (db) => {
      await storeTestCard(db, alex);
      await startOnlineVisit(db, alex, 'Sildenafil 50 mg', 'ed');
    },
    invalid: [
      { data: {}, field: 'product_id is required' },
      { data: { product_id: 'abc' }, field: 'product_id must be a number' },
      { data: { product_id: 201, quantity: 0 }, field: 'quantity must be at least 1' },
      { data: { product_id: 201, shipping: { address: 'x' } }, field: 'shipping.city is required' },
      { data: { product_id: 201, shipping: { ...shipping, state: 'XX' } }, field: 'shipping.state must be' },
    ],
  },
  '/lapi/order/retry-payment/': {
    // Alex's order 100233 was declined; a new card on file may pay it.
    valid: { orders_id: demo.alex.orders.declined },
    arrange: (db) => storeTestCard(db, alex),
    invalid: [
      { data: {}, field: 'orders_id is required' },
      { data: { orders_id: 'abc' }, field: 'orders_id must be a number' },
    ],
  },
  '/lapi/coupon/code': {
    valid: { code: 'WELCOME15' },
    invalid: [
      { data: {}, field: 'code is required' },
      { data: { code: 5 }, field: 'code must be a string' },
      { data: { code: '' }, field: 'code must not be empty' },
      { data: { code: 'SAVE5', cart_total: 'lots' }, field: 'cart_total must be an amount such as 24.99' },
    ],
  },
  // A fixed failure message (spec section 8): the field is named in `data`.
  '/lapi/subscription/update/': {
    valid: { subscription_id: demo.alex.subscriptions.sleepGummies, action: 'skip' },
    invalid: [
      { data: { action: 'skip' }, field: 'subscription_id is required' },
      { data: { subscription_id: 7001 }, field: 'action must be one of' },
      { data: { subscription_id: 7001, action: 'explode' }, field: 'action must be one of "skip"' },
      { data: { subscription_id: 7001, action: 'cancel' }, field: 'reason is required to cancel' },
      { data: { subscription_id: 7001, action: 'cancel', reason: 'other' }, field: 'note is required when' },
      { data: { subscription_id: 7001, action: 'skip', reason: 'other' }, field: 'reason is only for' },
      {
        data: { subscription_id: 7001, action: 'pause', resume_date: '1/2/2027' },
        field: 'resume_date must be',
      },
    ],
  },
  '/lapi/leads/upsells': customerOnly(),
  '/lapi/v2/ecom/cart': customerOnly(),
  '/lapi/v2/ecom/add-product': {
    valid: { product: { product_id: 40, quantity: 1 } },
    invalid: [
      { data: {}, field: 'product is required' },
      { data: { product: { product_id: 'x' } }, field: 'product.product_id must be a number' },
      { data: { product: { product_id: 40, quantity: 0 } }, field: 'product.quantity must be at least 1' },
      { data: { product: { product_id: 40, quantity: 11 } }, field: 'product.quantity must be at most 10' },
    ],
  },
  '/lapi/v2/ecom/remove-product': {
    valid: { product_id: 40 },
    arrange: oneSleepGummies,
    invalid: [
      { data: {}, field: 'product_id is required' },
      { data: { product_id: -1 }, field: 'product_id must be greater than 0' },
    ],
  },
  '/lapi/v2/ecom/update-cart': {
    valid: { items: [{ product_id: 40, quantity: 2 }] },
    arrange: oneSleepGummies,
    invalid: [
      { data: {}, field: 'items is required' },
      { data: { items: [] }, field: 'items must have at least 1 items' },
      { data: { items: [{ product_id: 40, quantity: 11 }] }, field: 'items[0].quantity must be at most 10' },
      {
        data: {
          items: [
            { product_id: 40, quantity: 1 },
            { product_id: 40, quantity: 2 },
          ],
        },
        field: 'items[1].product_id must not repeat',
      },
    ],
  },
  '/lapi/v2/ecom/apply-coupon': {
    valid: { code: 'SAVE5' },
    arrange: oneSleepGummies,
    invalid: [
      { data: {}, field: 'code is required' },
      { data: { code: '' }, field: 'code must not be empty' },
    ],
  },
  '/lapi/v2/ecom/place-order': {
    valid: { shipping },
    arrange: async (db) => {
      await oneSleepGummies(db);
      await storeTestCard(db, alex);
    },
    invalid: [
      { data: {}, field: 'shipping is required' },
      { data: { shipping: { ...shipping, zip: '123' } }, field: 'shipping.zip must be a 5-digit ZIP code' },
      { data: { shipping, ccnum: newCard.ccnum }, field: 'ccexp is required when paying with a new card' },
      {
        data: { shipping, ...newCard, ccnum: '4242 4242 4242 4242 4242' },
        field: 'ccnum must be at most 16 digits',
      },
      { data: { shipping, ...newCard, ccexp: '13/40' }, field: 'ccexp must be a valid expiration date' },
      { data: { shipping, ...newCard, cccvv: '12' }, field: 'cccvv must be 3 or 4 digits' },
      { data: { shipping, ...newCard, consent: false }, field: 'consent must be true' },
    ],
  },
};
