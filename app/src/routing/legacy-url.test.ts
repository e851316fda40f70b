import { describe, expect, it } from 'vitest';
import { rewriteLegacyUrl } from './legacy-url.ts';

const at = (href: string) => rewriteLegacyUrl(new URL(href));

describe('rewriteLegacyUrl', () => {
  it('turns /#/{path} into /{path}', () => {
    expect(at('https://shop.test/#/orders')).toBe('/orders');
    expect(at('https://shop.test/#/accounts/editPaymentMethod')).toBe('/accounts/editPaymentMethod');
  });

  it('keeps the query of either part and the inner hash', () => {
    expect(at('https://shop.test/?utm_source=mail#/reset-password?id=abc')).toBe(
      '/reset-password?utm_source=mail&id=abc',
    );
    expect(at('https://shop.test/#/orders#100231')).toBe('/orders#100231');
  });

  it('leaves ordinary URLs and in-page anchors alone', () => {
    expect(at('https://shop.test/orders')).toBeNull();
    expect(at('https://shop.test/orders#100231')).toBeNull();
  });
});
