import { describe, expect, it } from 'vitest';
import {
  type CookieJar,
  decodeSession,
  encodeSession,
  SESSION_COOKIE,
  SessionCookie,
  sessionCookieName,
} from './session-cookie.ts';

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

describe('session cookie name', () => {
  function jar() {
    const cookies = new Map<string, { value: string; secure: boolean }>();
    const store: CookieJar = {
      get: async (name) => cookies.get(name)?.value ?? null,
      set: async (name, value, { secure }) => {
        cookies.set(name, { value, secure });
      },
      delete: async (name) => {
        cookies.delete(name);
      },
    };
    return { cookies, store };
  }
  const session = { leadsId: 1001, token: 'Qm9vdHN0cmFwcGluZy10b2tlbi12YWx1ZQ' };

  it('is __Host- prefixed wherever it is Secure, and read, written and cleared under that name only', async () => {
    const { cookies, store } = jar();
    const cookie = new SessionCookie(store, true);
    await cookie.write(session);
    expect([...cookies.keys()]).toEqual(['__Host-helmsman_session']);
    expect(cookies.get('__Host-helmsman_session')?.secure).toBe(true);
    expect(await cookie.read()).toEqual(session);
    // A cookie planted without the prefix (by a sibling subdomain or plain HTTP) is not a session.
    const planted = jar();
    await planted.store.set(SESSION_COOKIE, encodeSession(session), { expires: 0, secure: false });
    expect(await new SessionCookie(planted.store, true).read()).toBeNull();
    await cookie.clear();
    expect(cookies.size).toBe(0);
  });

  it('keeps the plain name without Secure (the demo on http://localhost)', async () => {
    const { cookies, store } = jar();
    await new SessionCookie(store, false).write(session);
    expect([...cookies.keys()]).toEqual([SESSION_COOKIE]);
    expect(sessionCookieName(false)).toBe('helmsman_session');
    expect(sessionCookieName(true)).toBe('__Host-helmsman_session');
  });
});
