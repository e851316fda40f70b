import { asc, eq } from 'drizzle-orm';
import { products, subscriptions } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';

/** The customer's subscriptions as the subscriptions page lists them. */

const subscriptionsList = defineRoute({
  path: '/lapi/account/subscriptions/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: "The logged-in lead's subscriptions (any status), oldest first, with price and product image.",
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const rows = await db
      .select({
        id: subscriptions.id,
        product_id: subscriptions.productId,
        product_name: subscriptions.productName,
        category: subscriptions.category,
        frequency: subscriptions.frequency,
        status: subscriptions.status,
        next_ship_date: subscriptions.nextShipDate,
        priceCents: subscriptions.priceCents,
        img: products.img,
      })
      .from(subscriptions)
      .innerJoin(products, eq(products.productId, subscriptions.productId))
      .where(eq(subscriptions.leadId, leadId))
      .orderBy(asc(subscriptions.id));
    return success(
      rows.map(({ priceCents, ...row }) => ({ ...row, price: legacyAmount(priceCents) })),
      '',
    );
  },
});

export const accountSubscriptionRoutes = [subscriptionsList];
