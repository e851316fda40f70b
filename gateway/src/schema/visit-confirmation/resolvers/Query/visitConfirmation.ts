import {
  buyAgainSchema,
  type VisitCategory,
  validateWith,
  visitTreatmentCategoryByName,
} from '@helmsman/domain';
import type { OrderHistoryEntry } from '@helmsman/lapi-client';
import { account } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import { findDoctor, replyTimeOf } from '../../../messages/find-doctor.ts';
import { toDoctor } from '../../../messages/to-message.ts';
import { visitAccess } from '../../../online-visit/visit-calls.ts';
import { toOrder } from '../../../orders/to-order.ts';
import type { QueryResolvers } from './../../../types.generated.js';

// An order number, checked as the orders page's actions check it.
const validateOrderNumber = validateWith(buyAgainSchema);

/** An order of the visit: one of its lines is a treatment of the visit's category (not a gummy). */
function isTreatmentOrderOf(entry: OrderHistoryEntry, category: VisitCategory): boolean {
  return Object.values(entry.order_items).some(
    (item) => visitTreatmentCategoryByName(item.product_name) === category,
  );
}

/**
 * The treatment order from the session customer's own order history (another customer's number is
 * simply not there; a gummy order or another category's treatment order is not this visit's), the
 * doctor the legacy API assigned, and when they usually reply.
 */
export const visitConfirmation: NonNullable<QueryResolvers['visitConfirmation']> = async (
  _parent,
  { category: slug, orderNumber: rawOrderNumber },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  const orderNumber = String(rawOrderNumber);
  if (validateOrderNumber({ orderNumber })) return null;
  const [lander, doctor] = await asCustomer(() =>
    Promise.all([lapi.call(account.ordersDetails, {}), findDoctor(lapi)]),
  );
  const entry = lander.order_history[orderNumber];
  if (!entry || !isTreatmentOrderOf(entry, category)) return null;
  return {
    category: slug,
    order: toOrder(orderNumber, entry),
    doctor: doctor ? toDoctor(doctor) : null,
    replyTime: replyTimeOf(ctx, doctor?.expected_reply_hours ?? null),
  };
};
