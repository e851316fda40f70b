/**
 * The people of the contract. Their values are the examples the pact records, and the provider states
 * ask the provider to make them true; the reference lapi-server seeds Alex and Sam with exactly these.
 */
export const alex = {
  leadsId: 1001,
  prospectsId: 582731,
  email: 'alex@helmsman.test',
  password: 'Valhalla1',
  firstName: 'Alex',
  lastName: 'Berg',
  /** Fixed, so the pact can pin the Authorization header; the provider state creates the session. */
  token: 'pact-token-alex-0000000000000000',
  session: { leadsId: 1001, token: 'pact-token-alex-0000000000000000' },
  orders: { shipped: 100231, partiallyRefunded: 100232, declined: 100233 },
} as const;

/** A token no session has: what a gateway holds after the session expired or was revoked elsewhere. */
export const staleSession = { leadsId: 1001, token: 'pact-token-stale-000000000000000' } as const;
