import { LapiFailure, messaging, type SessionLapiClient } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import type { QueryResolvers, ReplyTime } from './../../../types.generated.js';
import { toDoctor, toMessage } from '../../to-message.ts';

/** The patient's doctor, or null before they have one (the legacy API answers 404 then). */
async function findDoctor(lapi: SessionLapiClient): Promise<messaging.Doctor | null> {
  try {
    return await lapi.call(messaging.doctor, {});
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) return null;
    throw error;
  }
}

export const messageThread: NonNullable<QueryResolvers['messageThread']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  // mark_read false: a query is safe to repeat (refetches, prefetches); Mutation.markMessagesRead marks.
  const [thread, doctor] = await asCustomer(() =>
    Promise.all([lapi.call(messaging.getAll, { mark_read: false }), findDoctor(lapi)]),
  );
  const doctorHours = thread.expected_reply_hours ?? doctor?.expected_reply_hours ?? null;
  const replyTime: ReplyTime =
    doctorHours === null
      ? { hours: ctx.siteConfig.doctorReplyHours, source: 'SITE' }
      : { hours: doctorHours, source: 'DOCTOR' };
  return {
    messages: thread.messages.map(toMessage),
    unreadCount: thread.unread_count,
    doctor: doctor ? toDoctor(doctor) : null,
    replyTime,
  };
};
