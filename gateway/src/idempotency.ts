import { type CallOptions, LapiFailure } from '@helmsman/lapi-client';

/**
 * Idempotency keys of the writes that must happen once (docs/decisions.md, "Idempotent writes (issue
 * 11)"): the app makes one key per customer intent and sends it as the `idempotencyKey` input field
 * of updateSubscription, sendMessage and updatePaymentMethod (and as the Idempotency-Key header of
 * POST /attachments); the gateway passes it to the legacy call as the Idempotency-Key header. The
 * legacy API then writes at most once per customer, call and key, and answers a repeat with the
 * first answer. The field is optional: without it a write behaves as it always did.
 */

/** What crypto.randomUUID() makes: 36 characters, hex in 8-4-4-4-12. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 36;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idempotencyTexts = {
  invalid: 'idempotencyKey must be a UUID (36 characters), e.g. from crypto.randomUUID().',
  reused: 'This idempotencyKey was already used for a different request: make a new key for a new request.',
} as const;

/** The problem with a key as a field error's message, or null for a good or absent one. */
export function idempotencyKeyProblem(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && UUID_SHAPE.test(value)
    ? null
    : idempotencyTexts.invalid;
}

/** The legacy call's options for a key that passed idempotencyKeyProblem (lower case: one key, one spelling). */
export function withIdempotencyKey(value: string | null | undefined): CallOptions {
  return value === null || value === undefined ? {} : { idempotencyKey: value.toLowerCase() };
}

/**
 * The legacy API's 422: the key was used before with another body. A definite refusal the app answers
 * by making a new key (its retry logic keeps a key only when the outcome was unknown).
 */
export function isKeyReused(error: unknown): boolean {
  return error instanceof LapiFailure && error.httpStatus === 422;
}
