import { and, asc, eq, inArray } from 'drizzle-orm';
import { products, subscriptions } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';

/** Statuses in which a customer still has a product line: no point offering it again. */
const HELD_STATUSES = ['active', 'paused'];

/** The Holiday Bundle mixes every line, so it is offered whatever the customer already gets. */
const BUNDLE_CATEGORY = 'bundle';

const upsells = defineRoute({
  path: '/lapi/leads/upsells',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary:
    'Shop products to offer the lead: the catalogue without the lines they subscribe to (the Holiday Bundle always).',
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const [held, shop] = await Promise.all([
      db
        .selectDistinct({ category: subscriptions.category })
        .from(subscriptions)
        .where(and(eq(subscriptions.leadId, leadId), inArray(subscriptions.status, HELD_STATUSES))),
      db.select().from(products).where(eq(products.kind, 'shop')).orderBy(asc(products.productId)),
    ]);
    const heldCategories = new Set(held.map((row) => row.category));
    const offers = shop
      .filter((product) => product.category === BUNDLE_CATEGORY || !heldCategories.has(product.category))
      .map((product) => ({
        product_id: product.productId,
        product_name: product.productName,
        price: legacyAmount(product.priceCents),
        frequency: product.frequency,
        quantity_supported: product.quantitySupported,
        category: product.category,
        img: product.img,
        description: product.description,
        dose: product.dose,
      }));
    return success(offers, '');
  },
});

export const upsellRoutes = [upsells];
