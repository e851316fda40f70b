import { customer } from '@helmsman/lapi-client';
import type { GatewayContext } from '../../context.ts';
import { asCustomer } from '../../errors/index.ts';
import type { CustomerSubscription } from '../types.generated.ts';
import { toCustomerSubscription } from './to-subscription.ts';

/** The session customer's subscriptions, oldest first, as the legacy API lists them. */
export async function listSubscriptions(
  ctx: Pick<GatewayContext, 'customerLapi' | 'logger'>,
): Promise<CustomerSubscription[]> {
  const lapi = ctx.customerLapi();
  const legacy = await asCustomer(() => lapi.call(customer.subscriptions, {}));
  return legacy.flatMap((entry) => {
    const subscription = toCustomerSubscription(entry);
    if (!subscription) {
      ctx.logger.warn(
        { subscriptionId: entry.id, frequency: entry.frequency, status: entry.status },
        'subscription left out: unknown frequency or status',
      );
      return [];
    }
    return [subscription];
  });
}
