import { messaging } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { findDoctor, replyTimeOf } from '../../find-doctor.ts';
import { toDoctor, toMessage } from '../../to-message.ts';

export const messageThread: NonNullable<QueryResolvers['messageThread']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  // mark_read false: a query is safe to repeat (refetches, prefetches); Mutation.markMessagesRead marks.
  const [thread, doctor] = await asCustomer(() =>
    Promise.all([lapi.call(messaging.getAll, { mark_read: false }), findDoctor(lapi)]),
  );
  return {
    messages: thread.messages.map(toMessage),
    unreadCount: thread.unread_count,
    doctor: doctor ? toDoctor(doctor) : null,
    replyTime: replyTimeOf(ctx, thread.expected_reply_hours ?? doctor?.expected_reply_hours ?? null),
  };
};
