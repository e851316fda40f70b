import { buyAgainProducts, isDeclined, toCents, trackingUrl } from '@helmsman/domain';
import type { Lander, OrderHistoryEntry } from '@helmsman/lapi-client';
import type { Order } from '../types.generated.ts';

/** One legacy order_history entry as the schema's Order. */
export function toOrder(number: string, entry: OrderHistoryEntry): Order {
  const tracking = entry.tracking_number?.trim() || null;
  const lines = Object.values(entry.order_items);
  return {
    number,
    status: entry.order_status,
    isDeclined: isDeclined(entry.order_status),
    placedAt: entry.order_date.slice(0, 10),
    totalCents: toCents(entry.order_total),
    refundCents: entry.refund_amount === null ? 0 : toCents(entry.refund_amount),
    trackingNumber: tracking,
    trackingUrl: tracking ? trackingUrl(tracking) : null,
    shippingAddress: entry.shippingAddress && {
      ...entry.shippingAddress,
      address2: entry.shippingAddress.address2 || null,
    },
    items: lines.map((item) => ({
      name: item.product_name,
      image: item.product_image,
      category: item.category,
    })),
    canBuyAgain: buyAgainProducts(lines.map((item) => item.product_name)) !== null,
    // Only lapi-server's extension says so; a legacy API without it never offers a retry.
    canRetryPayment: isDeclined(entry.order_status) && entry.can_retry_payment === true,
  };
}

/** The order a billing flag points at (spec section 3: billingFlag has its orders_id), if any. */
export function billingProblemOrder(lander: Lander): string | null {
  const flag = lander.flags.find((candidate) => candidate.type === 'billing' && candidate.orders_id !== null);
  return flag ? String(flag.orders_id) : null;
}
