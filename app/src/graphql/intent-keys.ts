import { useState } from 'react';

/**
 * Idempotency keys, one per customer intent (docs/decisions.md, "Idempotent writes (issue 11)").
 * Writes that must happen once (a subscription change, a message, the card) carry a key; the legacy
 * API behind the gateway writes at most once per key and answers a repeat as it answered the first.
 *
 * An intent is what the customer asked for, compared by value: the same action on the same
 * subscription, the same card details, the same message. While an intent has no definite answer,
 * sending it again (a double click, a retry after a network error or an 'Unexpected error.', which may
 * have been written) reuses its key. Once it has one (done, or refused: the form shows why), the key
 * is spent: asking again is a new intent with a new key, so a corrected card or a second skip goes
 * through instead of meeting the first answer again.
 */
export class IntentKeys {
  /** Intent fingerprint → its key, for intents without a definite answer yet. */
  readonly #pending = new Map<string, string>();
  readonly #newKey: () => string;

  constructor(newKey: () => string = randomUuid) {
    this.#newKey = newKey;
  }

  /** The intent's key: the pending one when this is a repeat of it, else a new one. */
  keyFor(intent: unknown): string {
    const fingerprint = fingerprintOf(intent);
    let key = this.#pending.get(fingerprint);
    if (key === undefined) {
      key = this.#newKey();
      this.#pending.set(fingerprint, key);
    }
    return key;
  }

  /** The intent got a definite answer: asking again is a new intent. */
  settle(intent: unknown): void {
    this.#pending.delete(fingerprintOf(intent));
  }

  /**
   * Sends the intent with its key. An answer settles it; a thrown error keeps the key for the retry
   * (the outcome is unknown: the write may have happened), unless `isDefinite` says the error is a
   * refusal that wrote nothing for sure.
   */
  async send<T>(
    intent: unknown,
    write: (idempotencyKey: string) => Promise<T>,
    { isDefinite = () => false }: { isDefinite?: (error: unknown) => boolean } = {},
  ): Promise<T> {
    const key = this.keyFor(intent);
    try {
      const answer = await write(key);
      this.settle(intent);
      return answer;
    } catch (error) {
      if (isDefinite(error)) this.settle(intent);
      throw error;
    }
  }
}

/**
 * A version 4 UUID. crypto.randomUUID exists only in secure contexts (HTTPS, localhost): the demo
 * opened over plain HTTP from another machine must still be able to send a message.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One IntentKeys for the component's lifetime (a page, a composer). */
export function useIntentKeys(): IntentKeys {
  return useState(() => new IntentKeys())[0];
}

/**
 * A 53-bit hash (cyrb53) of the intent as canonical JSON: intents are compared by value, and the map
 * keeps no copy of what was typed (a card number stays in its form only).
 */
function fingerprintOf(intent: unknown): string {
  const text = JSON.stringify(intent, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
