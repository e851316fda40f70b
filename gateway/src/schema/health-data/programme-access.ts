import { HEALTH_DATA_NOT_AVAILABLE, hasHealthDataAccess } from '@helmsman/domain';
import { customer, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { asCustomer, mapLapiError } from '../../errors/index.ts';

/**
 * The access rule of /health-data, enforced here and not only by hiding the menu item: the customer
 * needs a 'SKY GLP' subscription (spec sections 2 and 6). The gateway checks it before it asks the
 * legacy API for any weight, and treats the legacy API's own refusal (403: not an active programme
 * patient, e.g. just cancelled) the same way.
 */

export function notInProgramme(): GraphQLError {
  return createGraphQLError(HEALTH_DATA_NOT_AVAILABLE, { extensions: { code: 'FORBIDDEN' } });
}

export async function inSkyGlpProgramme(lapi: SessionLapiClient): Promise<boolean> {
  const subscriptions = await asCustomer(() => lapi.call(customer.subscriptions, {}));
  return hasHealthDataAccess(subscriptions.map((subscription) => subscription.category));
}

/** Marks the legacy API's refusal of a customer outside the programme. */
export const OUTSIDE_PROGRAMME = Symbol('outside the SKY GLP programme');

/**
 * Runs a weight-log call. Its 403 means "not in the programme", not an ended session, so it must not
 * reach `asCustomer` (which would log the customer out); other failures are mapped as usual.
 */
export async function weightLogCall<T>(
  work: () => Promise<T>,
  onFailure: (failure: LapiFailure) => T | undefined = () => undefined,
): Promise<T | typeof OUTSIDE_PROGRAMME> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 403) return OUTSIDE_PROGRAMME;
    const handled = error instanceof LapiFailure ? onFailure(error) : undefined;
    if (handled !== undefined) return handled;
    return mapLapiError(error);
  }
}
