import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession } from './session-cookie.ts';

describe('session cookie value', () => {
  it('round-trips a session', () => {
    const session = { leadsId: 1001, token: 'Qm9vdHN0cmFwcGluZy10b2tlbi12YWx1ZQ' };
    expect(decodeSession(encodeSession(session))).toEqual(session);
  });

  it.each([
    ['empty', ''],
    ['no token', '1001.'],
    ['no lead', '.abcdefghijklmnopqrstu'],
    ['non-numeric lead', 'x1.abcdefghijklmnopqrstu'],
    ['short token', '1001.abc'],
    ['token with separators', '1001.abcdefghijklmnop;qrstu'],
  ])('rejects a %s value', (_label, value) => {
    expect(decodeSession(value)).toBeNull();
  });
});
