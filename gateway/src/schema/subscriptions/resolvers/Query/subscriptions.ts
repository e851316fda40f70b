import type { QueryResolvers } from './../../../types.generated.js';
import { listSubscriptions } from '../../list-subscriptions.ts';

export const subscriptions: NonNullable<QueryResolvers['subscriptions']> = (_parent, _arg, ctx) =>
  listSubscriptions(ctx);
