import { LapiFailure, messaging, type SessionLapiClient } from '@helmsman/lapi-client';
import type { GatewayContext } from '../../context.ts';
import type { ReplyTime } from '../types.generated.ts';

/** The patient's doctor, or null before they have one (the legacy API answers 404 then). */
export async function findDoctor(lapi: SessionLapiClient): Promise<messaging.Doctor | null> {
  try {
    return await lapi.call(messaging.doctor, {});
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) return null;
    throw error;
  }
}

/** The legacy API's reply time in hours when it gives one, else the site configuration's default. */
export function replyTimeOf(ctx: Pick<GatewayContext, 'siteConfig'>, doctorHours: number | null): ReplyTime {
  return doctorHours === null
    ? { hours: ctx.siteConfig.doctorReplyHours, source: 'SITE' }
    : { hours: doctorHours, source: 'DOCTOR' };
}
