import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { prepareDummyHash } from './auth/passwords.ts';
import { type ActiveSession, findActiveSession } from './auth/sessions.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Database, Db } from './db/open.ts';
import {
  actionOf,
  appendAuditEntries,
  createOriginResolver,
  entriesOf,
  insertAuditEntries,
  type OriginResolver,
  trustedProxiesFromEnv,
  writesInTransaction,
} from './http/audit.ts';
import { protocolFailures, type Reply } from './http/envelope.ts';
import { noFiles, readFormFiles } from './http/files.ts';
import {
  answerOnce,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  keyedRequestOf,
} from './http/idempotency.ts';
import { parseInput, readRequestData } from './http/input.ts';
import type { CustomerContext, PublicContext, Route } from './http/route.ts';
import { createLogger } from './logger.ts';
import { routes as routeTable } from './routes.ts';
import { defaultServices, type Services } from './services.ts';

export interface AppOptions {
  database: Database;
  logger?: Logger | undefined;
  /** Tests move time with their own clock (session expiry). */
  clock?: Clock | undefined;
  /** Defaults to the full route table; tests mount extra routes (e.g. one that throws). */
  routes?: readonly Route[] | undefined;
  /** Payments, mail and configuration; each defaults (test processor, memory mailer, env). */
  services?: Partial<Services> | undefined;
  /**
   * Peers whose X-Forwarded-For and X-Request-Id are believed, for the audit trail's client address
   * (addresses or CIDR ranges). Default: LAPI_TRUSTED_PROXIES, or loopback when unset.
   */
  trustedProxies?: readonly string[] | undefined;
}

const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** Longer than any token this server issues (43 characters), short enough to refuse junk cheaply. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The legacy API as a fetch handler (`app.fetch(request)`): in-process for tests, behind
 * @hono/node-server for everything else (see startLapiServer).
 */
export function createApp({
  database,
  logger = createLogger(),
  clock = systemClock,
  routes = routeTable,
  services: serviceOverrides,
  trustedProxies = trustedProxiesFromEnv(),
}: AppOptions) {
  const services = defaultServices(serviceOverrides);
  const originOf = createOriginResolver(trustedProxies);
  // strict: '/lapi/account/login/' and '/lapi/account/login' are different calls, as in the legacy API.
  const app = new Hono({ strict: true });
  // Ready before the first login, so that the first unknown address is not the one that answers slowly.
  prepareDummyHash().catch((error: unknown) =>
    logger.error({ err: error }, 'could not prepare the dummy hash'),
  );
  const send = (c: Context, reply: Reply) => c.json(reply.envelope, reply.httpStatus);

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Answers carry customer data and session-bound state: no cache may keep them.
    c.res.headers.set('Cache-Control', 'no-store');
    logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.path)) throw new Error(`Route table lists ${route.path} twice`);
    seen.add(route.path);
    const routeLogger = logger.child({ route: route.path });
    app.post(
      route.path,
      limitBody(route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, (c) => send(c, protocolFailures.tooLarge())),
      async (c) =>
        send(c, await answer(route, c, { db: database.db, logger: routeLogger, clock, services }, originOf)),
    );
    app.all(route.path, (c) => {
      c.header('Allow', 'POST');
      return send(c, protocolFailures.methodNotAllowed());
    });
  }

  app.notFound((c) => send(c, protocolFailures.notFound()));
  app.onError((error, c) => {
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return send(c, protocolFailures.internalError());
  });
  return app;
}

export type LapiApp = ReturnType<typeof createApp>;

/**
 * The steps every call goes through, in this order: who is calling (401), can the body be read and
 * does it match the route's schema (400), does a `leads_id` in it belong to the caller (403), and
 * only then the handler.
 */
async function answer(
  route: Route,
  c: Context,
  base: Omit<PublicContext, 'files' | 'auditCustomer'>,
  originOf: OriginResolver,
): Promise<Reply> {
  let session: ActiveSession | null = null;
  if (route.auth === 'customer') {
    const token = bearerToken(c.req.header('Authorization'));
    session =
      token === null
        ? null
        : await findActiveSession(base.db, token, base.clock.now(), base.services.sessions);
    if (!session) return protocolFailures.notAuthenticated();
  }

  const data = await readRequestData(c);
  if (!data.ok) return data.reply;
  const input = parseInput(route.input, data.value, route.invalidInput);
  if (!input.ok) return input.reply;

  const files = route.files ? await readFormFiles(c, route.files) : noFiles;
  // Checked on the raw data, not the parsed input: a schema that forgot to declare leads_id would
  // strip it silently, and a caller naming another lead must be refused all the same.
  if (session && data.value.leads_id !== undefined && data.value.leads_id !== session.leadId) {
    return protocolFailures.notAllowed();
  }
  // Public calls that touch an account name it through auditCustomer (a reset link, a login).
  let customerId: number | null = session?.leadId ?? null;
  const auditCustomer = (leadId: number) => {
    customerId = leadId;
  };
  const run = (db: Db) => {
    const context: PublicContext = { ...base, db, files, auditCustomer };
    return route.handler(
      input.value,
      session ? ({ ...context, leadId: session.leadId, session } satisfies CustomerContext) : context,
    );
  };
  // An idempotent route called with an Idempotency-Key writes at most once per key (http/idempotency.ts).
  let replayed = false;
  const keyed = session
    ? await keyedRequestOf(route, c.req.header(IDEMPOTENCY_KEY_HEADER), {
        leadId: session.leadId,
        input: input.value,
        files,
        now: base.clock.now(),
        onReplay: () => {
          replayed = true;
          c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        },
      })
    : null;
  if (keyed && !keyed.ok) return keyed.reply;
  const keyedRequest = keyed?.value;
  const write = keyedRequest ? (db: Db) => answerOnce(db, keyedRequest, run) : run;
  const audit = route.audit;
  if (audit === undefined || audit === 'none') return write(base.db);

  const rowsOf = (reply: Reply) => ({
    // A repeat answered from its key wrote nothing: the first request's row already tells the write.
    entries: replayed ? [] : entriesOf(audit, input.value, reply),
    context: { actor: session?.leadId ?? null, customerId, route: route.path, origin: originOf(c) },
  });
  if (!writesInTransaction(actionOf(audit, input.value))) {
    // Reads, logins and logouts: the row is written before the answer leaves, so if it cannot be
    // written the data is not sent either (500). A login's argon2 check stays outside any transaction
    // (on PGlite a transaction holds the only connection).
    const reply = await write(base.db);
    const { entries, context } = rowsOf(reply);
    await appendAuditEntries(base.db, entries, context);
    return reply;
  }
  // A write and its audit row commit together. Handlers that open transactions of their own get
  // savepoints inside this one (drizzle nests them).
  return base.db.transaction(async (tx) => {
    const reply = await write(tx);
    const { entries, context } = rowsOf(reply);
    await insertAuditEntries(tx, entries, context);
    return reply;
  });
}

/**
 * Hono's bodyLimit, except that a body whose length is declared (Content-Length, no chunked encoding:
 * what the gateway's client and browsers send) is judged by that header without touching the body.
 * Hono's middleware asks for the fetch Request's body stream first, which on @hono/node-server builds
 * a whole fetch Request per call; left alone, the body is read straight from the socket (see
 * readRequestData). Node's HTTP parser holds a body to its declared length. Chunked bodies are counted
 * as they stream, by Hono's middleware.
 */
function limitBody(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return streaming(c, next);
    if (Number.parseInt(declared, 10) > maxSize) return onError(c);
    await next();
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = header === undefined ? null : /^Bearer +(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token !== undefined && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
