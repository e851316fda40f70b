import { describe, expect, it } from 'vitest';
import {
  CLICK_LIMITS,
  type ClickRegistration,
  clampClickUrl,
  clickParams,
  clickRegistrationSchema,
  deviceTypeOf,
} from './click-registration.ts';
import { validateWith } from './schemas.ts';

const validate = validateWith(clickRegistrationSchema);

function registration(overrides: Partial<ClickRegistration> = {}): ClickRegistration {
  return {
    params: [{ name: 'a', value: '12' }],
    url: 'https://shop.test/?a=12',
    referrer: '',
    userAgent: 'Mozilla/5.0',
    deviceType: 'desktop',
    ...overrides,
  };
}

describe('clickParams', () => {
  it('keeps every query parameter in order, the first value of a repeated name', () => {
    const search = new URLSearchParams('a=12&c1=spring&utm_source=mail&a=99&gclid=xyz');
    expect(clickParams(search)).toEqual([
      { name: 'a', value: '12' },
      { name: 'c1', value: 'spring' },
      { name: 'utm_source', value: 'mail' },
      { name: 'gclid', value: 'xyz' },
    ]);
  });

  it('drops what the legacy API would refuse instead of failing the whole click', () => {
    const params = clickParams([
      ['token', 'stolen'],
      ['leads_id', '1001'],
      ['url', 'https://elsewhere.test'],
      ['bad name', 'x'],
      ['campaigns_id', 'abc'],
      ['s1', 'x'.repeat(CLICK_LIMITS.campaignValueLength + 1)],
      ['note', 'x'.repeat(CLICK_LIMITS.extraValueLength + 1)],
      ['campaigns_id', '42'],
    ]);
    expect(params).toEqual([{ name: 'campaigns_id', value: '42' }]);
  });

  it('keeps at most 30 extra parameters, campaign fields beyond them still', () => {
    const extras = Array.from({ length: 40 }, (_, i) => [`x${i}`, String(i)] as const);
    const params = clickParams([...extras, ['s5', 'late']]);
    expect(params.filter((param) => param.name.startsWith('x'))).toHaveLength(CLICK_LIMITS.extraParams);
    expect(params.at(-1)).toEqual({ name: 's5', value: 'late' });
    expect(validate(registration({ params }))).toBeUndefined();
  });
});

describe('clickRegistrationSchema', () => {
  it('accepts what the browser builds', () => {
    const params = clickParams(new URLSearchParams('a=1&s2=two&fbclid=abc'));
    expect(validate(registration({ params }))).toBeUndefined();
  });

  it('refuses input the browser would never build', () => {
    const cases: Partial<ClickRegistration>[] = [
      { params: [{ name: 'token', value: 'x' }] },
      { params: [{ name: 'leads_id', value: '1002' }] },
      {
        params: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
      },
      { params: [{ name: 'campaigns_id', value: 'x' }] },
      { params: Array.from({ length: 31 }, (_, i) => ({ name: `x${i}`, value: '1' })) },
      { url: `https://shop.test/${'x'.repeat(CLICK_LIMITS.urlLength)}` },
      { userAgent: 'x'.repeat(CLICK_LIMITS.userAgentLength + 1) },
      { deviceType: 'toaster' as never },
    ];
    for (const overrides of cases) expect(validate(registration(overrides))).toBeDefined();
  });
});

describe('deviceTypeOf', () => {
  it('tells phones, tablets and computers apart', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36';
    const tab = 'Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/126.0 Safari/537.36';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Chrome/126.0 Safari/537.36';
    expect([iphone, pixel, tab, ipad, mac].map((ua) => deviceTypeOf(ua))).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
    ]);
    expect(deviceTypeOf(mac, true)).toBe('mobile');
  });
});

describe('clampClickUrl', () => {
  it('keeps the start of a URL the legacy API would not store whole', () => {
    const long = `https://shop.test/?q=${'x'.repeat(3000)}`;
    expect(clampClickUrl(long)).toHaveLength(CLICK_LIMITS.urlLength);
    expect(clampClickUrl(long).startsWith('https://shop.test/?q=')).toBe(true);
    expect(clampClickUrl('https://shop.test/')).toBe('https://shop.test/');
  });
});
