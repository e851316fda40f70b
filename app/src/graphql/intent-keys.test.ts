import { describe, expect, it } from 'vitest';
import { IntentKeys, randomUuid } from './intent-keys.ts';

const card = { ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true, shipping: 'standard' };
const skip = { subscriptionId: '501', action: 'SKIP' };

function numberedKeys() {
  let made = 0;
  return () => `key-${++made}`;
}

/** A write that records the key it was sent with and settles when told to. */
function recorder<T>() {
  const sent: string[] = [];
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const write = (key: string) => {
    sent.push(key);
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { sent, pending, write };
}

describe('IntentKeys', () => {
  it('gives a double click (two sends of one intent, the first still in flight) one key', async () => {
    const keys = new IntentKeys(numberedKeys());
    const { sent, pending, write } = recorder<{ ok: boolean }>();
    const first = keys.send(card, write);
    const second = keys.send({ ...card }, write);
    expect(sent).toEqual(['key-1', 'key-1']);
    for (const request of pending) request.resolve({ ok: true });
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
  });

  it('compares intents by value, whatever the key order', () => {
    const keys = new IntentKeys(numberedKeys());
    expect(keys.keyFor({ a: 1, b: [1, 2] })).toBe(keys.keyFor({ b: [1, 2], a: 1 }));
    expect(keys.keyFor({ a: 1, b: [2, 1] })).not.toBe(keys.keyFor({ a: 1, b: [1, 2] }));
  });

  it('keeps the key after an error (the write may have happened): the retry sends the same key', async () => {
    const keys = new IntentKeys(numberedKeys());
    const { sent, pending, write } = recorder<string>();
    const failed = keys.send(skip, write);
    pending[0]?.reject(new TypeError('Failed to fetch'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    const retried = keys.send(skip, write);
    pending[1]?.resolve('done');
    await retried;
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('spends the key on an answer: the same request again, after success or a refusal, is a new intent', async () => {
    const keys = new IntentKeys(numberedKeys());
    const sent: string[] = [];
    await keys.send(skip, async (key) => sent.push(key));
    await keys.send(skip, async (key) => sent.push(key));
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('spends the key on an error the caller knows to be a refusal', async () => {
    const keys = new IntentKeys(numberedKeys());
    const refused = new Error('No doctor is assigned to you yet');
    const isDefinite = (error: unknown) => error === refused;
    await expect(
      keys.send(
        'message-1',
        async () => {
          throw refused;
        },
        { isDefinite },
      ),
    ).rejects.toBe(refused);
    expect(keys.keyFor('message-1')).toBe('key-2');
  });

  it('gives another intent its own key, even while the first is in flight', () => {
    const keys = new IntentKeys(numberedKeys());
    expect(keys.keyFor(skip)).toBe('key-1');
    expect(keys.keyFor({ ...skip, action: 'PAUSE' })).toBe('key-2');
    expect(keys.keyFor({ ...card, ccnum: '5555555555554444' })).toBe('key-3');
    expect(keys.keyFor(card)).toBe('key-4');
  });

  it('makes UUIDs by default, as the gateway requires, also where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(new IntentKeys().keyFor(skip)).toMatch(uuid);
    // As on a page served over plain HTTP from another host (not a secure context).
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 100 }, () => randomUuid()));
      expect(made.size).toBe(100);
      for (const key of made) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
