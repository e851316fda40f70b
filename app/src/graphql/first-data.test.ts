import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, seedFirstData, takeFirstData } from './first-data.ts';

/** A document with (or without) the gateway's first-data element, and whether it was removed. */
function pageWith(json: string | null) {
  const state = { removed: false };
  const element = { textContent: json, remove: () => (state.removed = true) };
  const doc = {
    getElementById: (id: string) =>
      id === FIRST_DATA_ELEMENT_ID && json !== null && !state.removed ? element : null,
  } as unknown as Document;
  return { doc, state };
}

describe("a customer page's first data", () => {
  it('is read once, by operation name, and its element removed from the page', () => {
    const { doc, state } = pageWith('{"Shell":{"shell":{"hasFlags":true}},"Orders":{"orders":[]}}');
    expect(takeFirstData(doc)).toEqual({ Shell: { shell: { hasFlags: true } }, Orders: { orders: [] } });
    expect(state.removed).toBe(true);
    expect(takeFirstData(doc)).toEqual({});
  });

  it('is nothing when missing or malformed, and keeps only objects under operation names', () => {
    expect(takeFirstData(pageWith(null).doc)).toEqual({});
    expect(takeFirstData(pageWith('{"Shell":').doc)).toEqual({});
    expect(takeFirstData(pageWith('[1,2]').doc)).toEqual({});
    expect(
      takeFirstData(pageWith('{"Shell":null,"orders":{},"__proto__":{},"Orders":{"orders":[]}}').doc),
    ).toEqual({
      Orders: { orders: [] },
    });
  });

  it("goes into the cache under each generated hook's key, fresh, so no request is made for it", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    seedFirstData(client, pageWith('{"Shell":{"shell":{"cartCount":2}}}').doc);
    expect(client.getQueryData(['Shell'])).toEqual({ shell: { cartCount: 2 } });
    expect(client.getQueryState(['Shell'])?.isInvalidated).toBe(false);
    expect(client.getQueryData(['Orders'])).toBeUndefined();
  });
});
