import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { LapiClient } from '@helmsman/lapi-client';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { attachmentsApp } from './attachments.ts';
import { errorNoticesApp } from './error-notices.ts';
import { createAppPages, preferredEncoding } from './http/app-pages.ts';
import { buildInfoRoute } from './http/build-info.ts';
import { createFirstData, withFirstData } from './http/first-data.ts';
import { GRAPHQL_MAX_BODY_BYTES, refusalBody } from './http/listener.ts';
import { securityHeaders } from './http/security-headers.ts';
import { readTrustedDocuments } from './plugins/trusted-documents.ts';
import {
  createMemoryRateLimits,
  RateLimited,
  type RateLimits,
  tooManyRequests,
  type WindowCounter,
} from './rate-limit/index.ts';
import type { SiteConfig } from './schema/types.generated.ts';
import type { GatewayYoga } from './yoga.ts';

export interface GatewayAppOptions {
  yoga: GatewayYoga;
  /** The legacy API, for what is not GraphQL: message photos (/attachments). */
  lapi: LapiClient;
  /** Where browser error notices are written. */
  logger: Logger;
  /** The built app (app/dist). Without it only the API is served. */
  appDir?: string;
  /** The shop's rate limits (shop.ts), shared with Yoga's; default: a fresh in-memory set. */
  rateLimits?: RateLimits;
  /** The session cookie is Secure, and so `__Host-` prefixed (session-cookie.ts). */
  secureCookies?: boolean;
  /**
   * The public site configuration: inlined in the app's pages, and what public pages are prerendered
   * with (http/app-pages.ts). Without it the app asks for it and renders every page itself.
   */
  siteConfig?: SiteConfig;
  /**
   * The operations a customer page's first data is looked up in (http/first-data.ts): the app's
   * trusted documents unless given.
   */
  documents?: Iterable<string>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page made for one request (its first data inlined): compressed then, at a low level, as the
 * /graphql answers are (http/listener.ts); the shared pages are compressed once, at the highest.
 */
async function compressedForOneRequest(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(html, { level: 6 });
}

/** The client's address for the limits: @hono/node-server hands over the IncomingMessage as `env.incoming`. */
export function requestClientIp(c: Context, rateLimits: RateLimits): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return rateLimits.clientIp(incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'));
}

/** Middleware: one attempt per request on the client's address; 429 with Retry-After beyond the limit. */
export function limitPerIp(counter: WindowCounter, rateLimits: RateLimits) {
  return async (c: Context, next: () => Promise<void>) => {
    try {
      await counter.take(requestClientIp(c, rateLimits));
    } catch (error) {
      if (error instanceof RateLimited) return tooManyRequests(c, error);
      throw error;
    }
    return next();
  };
}

/** Hashed build assets never change under the same name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The gateway's HTTP surface: /graphql (Yoga), /health, /build.json, /attachments (message photos), and the built
 * app with SPA fallback, behind security headers. Responses from /graphql carry customer and health data: `no-store`, always.
 */
export function createGatewayApp({
  yoga,
  lapi,
  logger,
  appDir,
  rateLimits = createMemoryRateLimits(),
  secureCookies = false,
  siteConfig,
  documents,
}: GatewayAppOptions): Hono {
  const app = new Hono();

  app.use('*', securityHeaders());

  app.get('/health', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });

  app.get('/build.json', buildInfoRoute(appDir));

  // Counted before anything else is looked at: a flood of notices would fill the log.
  app.post('/api/v3/projects/:projectId/notices', limitPerIp(rateLimits.errorNoticesPerIp, rateLimits));
  app.route('/', errorNoticesApp(logger.child({ component: 'browser' })));
  app.route(
    '/',
    attachmentsApp({
      lapi,
      logger: logger.child({ component: 'attachments' }),
      rateLimits,
      clientIp: (c) => requestClientIp(c, rateLimits),
      secureCookies,
      onlineVisit: siteConfig?.features.onlineVisit,
    }),
  );

  // In-process callers (tests) reach Yoga here; the shop's server takes /graphql before Hono
  // (http/listener.ts) with the same headers.
  app.use(
    '/graphql',
    bodyLimit({
      maxSize: GRAPHQL_MAX_BODY_BYTES,
      onError: (c) =>
        c.body(refusalBody('The request is too large.', 413), 413, { 'content-type': 'application/json' }),
    }),
  );
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    // The node request, for the client's address (context.ts), as Yoga's node adapter passes it.
    const response = await yoga.fetch(c.req.raw, {
      req: (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
    });
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  if (appDir && existsSync(path.join(appDir, 'index.html'))) {
    const pages = createAppPages(appDir, { siteConfig, logger: logger.child({ component: 'pages' }) });
    // Source maps stay on the server (for whoever symbolicates a reported stack): never served.
    app.get('*', async (c, next) =>
      c.req.path.endsWith('.map') || c.req.path === '/route-assets.json' ? c.notFound() : next(),
    );
    // Client-side routes (/orders, /login, …) get the app's HTML with that route's chunks preloaded
    // (public pages with their first view prerendered); unknown assets stay 404s.
    const firstData = createFirstData({ yoga, documents: documents ?? readTrustedDocuments() });
    const servePage = async (c: Context) => {
      if (path.extname(c.req.path) !== '') return c.notFound();
      const page = await pages.pageFor(c.req.path, new URL(c.req.url).search);
      c.header('vary', 'Accept-Encoding');
      const encoding = preferredEncoding(c.req.header('accept-encoding'));
      // A customer page with the customer's answers in it: theirs alone, never stored by any cache.
      const first = await firstData(
        pages.firstQueriesFor(c.req.path),
        c.req.header('cookie'),
        (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
      );
      if (first) {
        c.header('cache-control', 'no-store');
        for (const cookie of first.setCookies) c.header('set-cookie', cookie, { append: true });
        const html = withFirstData(page.html, first.data);
        if (!encoding) return c.html(html);
        c.header('content-type', 'text/html; charset=UTF-8');
        c.header('content-encoding', encoding);
        return c.body(new Uint8Array(await compressedForOneRequest(html, encoding)));
      }
      c.header('cache-control', 'no-cache');
      if (!encoding) return c.html(page.html);
      c.header('content-type', 'text/html; charset=UTF-8');
      c.header('content-encoding', encoding);
      return c.body(encoding === 'br' ? page.br : page.gzip);
    };
    // '/' too (the static files would answer it with the bare index.html).
    app.get('/', servePage);
    // Hashed files, precompressed at build: brotli or gzip as the browser accepts (Vary says so).
    app.use(
      '/assets/*',
      serveStatic({
        root: appDir,
        precompressed: true,
        onFound: (_p, c) => c.header('cache-control', IMMUTABLE),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: appDir,
        precompressed: true,
        onFound: (_p, c) => c.header('cache-control', 'no-cache'),
      }),
    );
    app.get('*', servePage);
  }

  return app;
}
