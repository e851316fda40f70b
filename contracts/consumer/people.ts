import type { LapiSession } from '@helmsman/lapi-client';
import { given } from '../provider-states.ts';

/**
 * The people of the contract. Their values are the examples the pact records, and the provider states
 * ask the provider to make them true; the reference lapi-server seeds Alex with exactly these.
 */
const ALEX_LEADS_ID = 1001;
/** Fixed, so the pact can pin the Authorization header; the provider state creates the session. */
const ALEX_TOKEN = 'pact-token-alex-0000000000000000';

export const alex = {
  leadsId: ALEX_LEADS_ID,
  prospectsId: 582731,
  email: 'alex@helmsman.test',
  password: 'Valhalla1',
  firstName: 'Alex',
  lastName: 'Berg',
  token: ALEX_TOKEN,
  session: { leadsId: ALEX_LEADS_ID, token: ALEX_TOKEN },
  orders: { shipped: 100231, partiallyRefunded: 100232, declined: 100233 },
} as const;

/** A token no session has: what a gateway holds after the session expired or was revoked elsewhere. */
export const staleSession = { leadsId: ALEX_LEADS_ID, token: 'pact-token-stale-000000000000000' } as const;

const SAM_LEADS_ID = 1002;
const SAM_TOKEN = 'pact-token-sam-00000000000000000';

/** The second demo customer: what one customer must not reach of another's is tried as Sam. */
export const sam = {
  leadsId: SAM_LEADS_ID,
  prospectsId: 582732,
  email: 'sam@helmsman.test',
  password: 'Valhalla2',
  firstName: 'Sam',
  lastName: 'Rivera',
  token: SAM_TOKEN,
  session: { leadsId: SAM_LEADS_ID, token: SAM_TOKEN },
} as const;

// ---- Provider states about them that several pacts name ----

export interface LoggedInPerson {
  readonly email: string;
  readonly leadsId: number;
  readonly token: string;
  readonly session: LapiSession;
}

/** `person` exists and their fixed token is a live session. */
export function loggedIn(person: LoggedInPerson) {
  return given('a customer is logged in', {
    email: person.email,
    leadsId: person.leadsId,
    token: person.token,
  });
}

/** `person`'s account exists with their password. */
export function customerExists(person: { email: string; password: string; leadsId: number }) {
  return given('a customer exists', {
    email: person.email,
    password: person.password,
    leadsId: person.leadsId,
  });
}

export const noSession = given('no session exists for the token', { token: staleSession.token });

/** Alex started an online visit for Sildenafil and has not paid for it yet. */
export const alexPendingEdOrder = given('the customer has a pending order', {
  leadsId: alex.leadsId,
  product: 'Sildenafil 50 mg',
  productCategory: 'ed',
});

/** Alex's card on file, and the test processor's card that answers so: 4242 approves, 0002 declines. */
export function alexCardOnFile(outcome: 'approve' | 'decline') {
  const last4 = outcome === 'approve' ? '4242' : '0002';
  return given('the customer has a card on file', { leadsId: alex.leadsId, last4, outcome });
}

/** Alex's active subscriptions, by category. */
export function alexSubscriptions(...categories: string[]) {
  return given('the customer has subscriptions', { leadsId: alex.leadsId, categories });
}
