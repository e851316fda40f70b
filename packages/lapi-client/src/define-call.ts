import type { z } from 'zod';

/**
 * Declares one legacy call: where it lives, who may make it, what it takes and what the gateway reads
 * from its answer. The response schema lists only the fields the gateway reads (zod strips the rest),
 * so the pacts pin exactly those.
 */
export interface CallDefinition<Input, Output> {
  /** Path under the API base, exactly as the legacy API spells it (trailing slash or not). */
  readonly path: string;
  readonly api: 'v1' | 'v2';
  /** 'customer' calls need a session: the client adds the bearer token and the session's leads_id. */
  readonly auth: 'public' | 'customer';
  /** Where the legacy API puts the result: nearly always `data`; the orders details call uses `message`. */
  readonly resultIn: 'data' | 'message';
  readonly response: z.ZodType<Output>;
  /** Type-only marker for the request body (customer calls exclude leads_id: the session supplies it). */
  readonly _input?: Input;
}

export function defineCall<Input, Output>(definition: {
  path: string;
  api?: 'v1' | 'v2';
  auth: 'public' | 'customer';
  resultIn?: 'data' | 'message';
  response: z.ZodType<Output>;
}): CallDefinition<Input, Output> {
  return { api: 'v1', resultIn: 'data', ...definition };
}

export type CallInput<C> = C extends CallDefinition<infer I, unknown> ? I : never;
export type CallOutput<C> = C extends CallDefinition<unknown, infer O> ? O : never;
