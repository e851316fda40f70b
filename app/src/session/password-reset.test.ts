import { describe, expect, it } from 'vitest';
import { CLICK_ID_KEY } from './click-registration.ts';
import { resetRequestInput } from './password-reset.ts';

const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('the reset request', () => {
  it("sends the visit's click id from session storage (spec sections 3 and 4: clicks_id)", () => {
    expect(
      resetRequestInput({ email: 'alex@helmsman.test' }, storageWith({ [CLICK_ID_KEY]: '400102' })),
    ).toEqual({
      email: 'alex@helmsman.test',
      clickId: '400102',
    });
  });

  it('goes without one when the visit has none or storage is unavailable', () => {
    expect(resetRequestInput({ email: 'alex@helmsman.test' }, storageWith({}))).toEqual({
      email: 'alex@helmsman.test',
    });
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(resetRequestInput({ email: 'alex@helmsman.test' }, blocked)).toEqual({
      email: 'alex@helmsman.test',
    });
  });
});
