import { findProduct, viewItem } from '@helmsman/domain';
import { describe, expect, it } from 'vitest';
import { trackEcommerce } from './data-layer.ts';

const sleep = findProduct(40);
if (!sleep) throw new Error('no product 40');

describe('trackEcommerce', () => {
  it('clears the previous ecommerce object, then pushes the event', () => {
    const page: { dataLayer?: unknown[] } = {};
    trackEcommerce(viewItem(sleep), page);
    trackEcommerce(viewItem(sleep), page);
    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      viewItem(sleep),
      { ecommerce: null },
      viewItem(sleep),
    ]);
  });

  it('keeps what other tags pushed before', () => {
    const page = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    trackEcommerce(viewItem(sleep), page);
    expect(page.dataLayer[0]).toEqual({ event: 'gtm.js' });
    expect(page.dataLayer).toHaveLength(3);
  });

  it('does nothing without a window (the prerenderer)', () => {
    expect(() => trackEcommerce(viewItem(sleep), undefined)).not.toThrow();
  });
});
