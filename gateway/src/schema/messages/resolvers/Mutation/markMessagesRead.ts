import { messaging } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';

/**
 * The legacy API marks the doctor's messages read only as a side effect of reading the whole thread,
 * so that is the call, as legacy clients make it (no `mark_read`: marking is its default, and the
 * call the contract pins); the thread it answers is not needed here.
 */
export const markMessagesRead: NonNullable<MutationResolvers['markMessagesRead']> = async (
  _parent,
  _arg,
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const thread = await asCustomer(() => lapi.call(messaging.getAll, {}));
  return { markedRead: thread.unread_count };
};
