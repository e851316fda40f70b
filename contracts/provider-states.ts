/**
 * The provider states the contract uses: each a sentence, with parameters that say exactly which data
 * must exist. Consumer tests name them through `given()`; the provider implements every one of them
 * (provider/states.ts in-process, or a backend's own state-change endpoint, see README.md). The
 * mapped type below makes a missing handler a compile error.
 *
 * States of one interaction are additive: the provider starts each interaction from a clean database
 * with its base data, then applies the interaction's states in order.
 */
export interface ProviderStates {
  /** A customer account with this e-mail and password exists. */
  'a customer exists': { email: string; password: string; leadsId: number };
  /** The customer exists and `token` is a live session of theirs (sent as `Authorization: Bearer <token>`). */
  'a customer is logged in': { email: string; leadsId: number; token: string };
  /** `token` belongs to no session (never issued, revoked or expired). */
  'no session exists for the token': { token: string };
  /** The customer's order history holds (at least) these orders, with these statuses. */
  'the customer has orders': { leadsId: number; orders: { orderNumber: number; status: string }[] };
  /** A flag of this type is raised on the customer's account, naming an order of theirs. */
  'the customer has a flag on an order': { leadsId: number; type: string; ordersId: number };
  /** The customer has active subscriptions of these categories. */
  'the customer has subscriptions': { leadsId: number; categories: string[] };
  /** The customer started an online visit for this product and has not paid for it yet. */
  'the customer has a pending order': { leadsId: number; product: string; productCategory: string };
}

export type ProviderStateName = keyof ProviderStates;

export interface ProviderState<N extends ProviderStateName = ProviderStateName> {
  readonly name: N;
  readonly params: ProviderStates[N];
}

/** A provider state of an interaction, checked against the vocabulary above. */
export function given<N extends ProviderStateName>(name: N, params: ProviderStates[N]): ProviderState<N> {
  return { name, params };
}
