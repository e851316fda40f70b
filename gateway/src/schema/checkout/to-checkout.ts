import { findProduct, frequencyText, priceLabel, toCents } from '@helmsman/domain';
import type { commerce, customer, ecom } from '@helmsman/lapi-client';
import type { CartItem, CheckoutAddress, PaymentCard, PlacedOrder, UpsellOffer } from '../types.generated.ts';

/** The address on file as the checkout's form takes it (the shop ships within the U.S. only). */
export function toCheckoutAddress(address: customer.PostalAddress | null): CheckoutAddress | null {
  if (!address) return null;
  return {
    address: address.address,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}

/** The card on file as the payment forms show it: brand, last four and expiry, never more. */
export function toSavedCard(card: customer.CardSummary | null | undefined): PaymentCard | null {
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
    : null;
}

export function toUpsellOffer(offer: commerce.Offer): UpsellOffer {
  return {
    productId: String(offer.product_id),
    name: offer.product_name,
    priceCents: toCents(offer.price),
    frequency: offer.frequency,
    priceLabel: priceLabel(offer.price, offer.frequency),
    frequencyText: frequencyText(offer.frequency),
    image: offer.img === '' ? null : offer.img,
    description: offer.description,
    dose: offer.dose,
  };
}

type OrderedItem = ecom.PlacedOrder['items'][number];

/** place-order names what was bought; the picture and texts come from the catalogue. */
function toOrderedItem(item: OrderedItem): CartItem {
  const product = findProduct(item.product_id);
  return {
    productId: String(item.product_id),
    name: item.name,
    image: product?.img || null,
    priceCents: toCents(item.price),
    frequency: item.frequency,
    frequencyText: frequencyText(item.frequency),
    priceLabel: priceLabel(item.price, item.frequency),
    dose: product?.dose ?? '',
    description: product?.description ?? '',
    quantity: item.quantity,
    quantitySupported: product?.quantity_supported ?? true,
  };
}

export function toPlacedOrder(order: ecom.PlacedOrder): PlacedOrder {
  return {
    orderNumber: String(order.order_number),
    status: order.order_status,
    subtotalCents: toCents(order.subtotal),
    discountCents: toCents(order.discount),
    totalCents: toCents(order.total),
    items: order.items.map(toOrderedItem),
    subscriptionIds: order.subscription_ids.map(String),
  };
}
