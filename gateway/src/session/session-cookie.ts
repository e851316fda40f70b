import type { LapiSession } from '@helmsman/lapi-client';

export const SESSION_COOKIE = 'helmsman_session';
/** Matches lapi-server's session lifetime; the legacy API decides when a token really expires. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The cookie holds `<leadsId>.<token>`: the gateway stays stateless, and a tampered lead id is useless
 * because the legacy API checks that the token belongs to the lead.
 */
export function encodeSession(session: LapiSession): string {
  return `${session.leadsId}.${session.token}`;
}

export function decodeSession(value: string | undefined | null): LapiSession | null {
  if (!value) return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,512})$/.exec(value);
  if (!match) return null;
  return { leadsId: Number(match[1]), token: match[2] as string };
}

export interface CookieJar {
  get(name: string): Promise<string | null>;
  set(name: string, value: string, options: { expires: number; secure: boolean }): Promise<void>;
  delete(name: string): Promise<void>;
}

/** Reads and writes the session cookie of one request: httpOnly, SameSite=Lax, Secure over HTTPS. */
export class SessionCookie {
  constructor(
    private readonly jar: CookieJar,
    private readonly secure: boolean,
  ) {}

  async read(): Promise<LapiSession | null> {
    return decodeSession(await this.jar.get(SESSION_COOKIE));
  }

  write(session: LapiSession): Promise<void> {
    return this.jar.set(SESSION_COOKIE, encodeSession(session), {
      expires: Date.now() + MAX_AGE_MS,
      secure: this.secure,
    });
  }

  clear(): Promise<void> {
    return this.jar.delete(SESSION_COOKIE);
  }
}
