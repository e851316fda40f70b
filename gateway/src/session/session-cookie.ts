import type { LapiSession } from '@helmsman/lapi-client';

export const SESSION_COOKIE = 'helmsman_session';
/**
 * Over HTTPS the cookie is `__Host-` prefixed: browsers then take it only with Secure, Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name: prefixed wherever it is Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
/**
 * lapi-server's default absolute session lifetime (SESSION_MAX_HOURS), for a legacy API whose login
 * does not say when the session ends; the cookie never outlives this, nor the session's own end.
 */
export const SESSION_COOKIE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

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
  private readonly name: string;

  constructor(
    private readonly jar: CookieJar,
    private readonly secure: boolean,
  ) {
    this.name = sessionCookieName(secure);
  }

  async read(): Promise<LapiSession | null> {
    return decodeSession(await this.jar.get(this.name));
  }

  /** `sessionEnd`: when the legacy API ends the session at the latest (its login's `expires_at`). */
  write(session: LapiSession, sessionEnd?: Date): Promise<void> {
    return this.jar.set(this.name, encodeSession(session), {
      expires: Math.min(
        Date.now() + SESSION_COOKIE_MAX_AGE_MS,
        sessionEnd?.getTime() ?? Number.POSITIVE_INFINITY,
      ),
      secure: this.secure,
    });
  }

  clear(): Promise<void> {
    return this.jar.delete(this.name);
  }
}
