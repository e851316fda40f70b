import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SiteConfig } from '@helmsman/domain';
import type { LapiClient, LapiSession, SessionLapiClient } from '@helmsman/lapi-client';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Logger } from 'pino';
import { unauthenticated } from './errors/index.ts';
import type { RateLimits } from './rate-limit/index.ts';
import { type CookieJar, SessionCookie } from './session/session-cookie.ts';

/** What the gateway adds to Yoga's context. The customer is the session's, never one named by an argument. */
export interface GatewayUserContext {
  lapi: LapiClient;
  logger: Logger;
  siteConfig: SiteConfig;
  session: LapiSession | null;
  sessionCookie: SessionCookie;
  /** The public product token legacy calls such as ccupdate carry in `data.token` (spec section 7). */
  publicToken: string;
  /** The legacy client acting as the session's customer; throws UNAUTHENTICATED without a session. */
  customerLapi(): SessionLapiClient;
  rateLimits: RateLimits;
  /** The client's address (rateLimits.clientIp: the socket's peer, or X-Forwarded-For from a trusted proxy). */
  clientIp: string;
}

/** What every resolver gets. */
export type GatewayContext = YogaInitialContext & GatewayUserContext;

export interface ContextDependencies {
  lapi: LapiClient;
  logger: Logger;
  siteConfig: SiteConfig;
  /** Set the cookie's Secure flag (true behind HTTPS). */
  secureCookies: boolean;
  publicToken: string;
  rateLimits: RateLimits;
}

export async function createContext(
  deps: ContextDependencies,
  initial: YogaInitialContext,
): Promise<GatewayUserContext> {
  const store = initial.request.cookieStore;
  if (!store) throw new Error('useCookies() plugin missing: the session cookie cannot be read');
  const jar: CookieJar = {
    get: async (name) => (await store.get(name))?.value ?? null,
    set: (name, value, { expires, secure }) =>
      store.set({
        name,
        value,
        expires,
        secure,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        domain: null as never,
      }),
    delete: (name) => store.delete({ name, path: '/' }),
  };
  const sessionCookie = new SessionCookie(jar, deps.secureCookies);
  const session = await sessionCookie.read();
  // Yoga's node adapter puts the IncomingMessage in the server context (http/listener.ts); the Hono
  // route passes it on too (server.ts). In-process requests have none.
  const incoming = (initial as { req?: IncomingMessage }).req;
  const clientIp = deps.rateLimits.clientIp(
    incoming?.socket?.remoteAddress,
    initial.request.headers.get('x-forwarded-for') ?? undefined,
  );
  // Every legacy call of this request says for whom (X-Forwarded-For) and which request it belongs
  // to (X-Request-Id): lapi-server's audit trail records both. The id is ours, never the client's.
  const lapi = deps.lapi.forRequest({ clientIp, requestId: randomUUID() });
  return {
    lapi,
    logger: deps.logger,
    siteConfig: deps.siteConfig,
    session,
    sessionCookie,
    publicToken: deps.publicToken,
    customerLapi: () => {
      if (!session) throw unauthenticated();
      return lapi.forSession(session);
    },
    rateLimits: deps.rateLimits,
    clientIp,
  };
}
