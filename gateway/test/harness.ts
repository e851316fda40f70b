import type { SiteConfig } from '@helmsman/domain';
import { LapiClient } from '@helmsman/lapi-client';
import { migrateDatabase, type Services, startLapiServer } from '@helmsman/lapi-server';
import { openFromPgliteTemplate, resetDatabase } from '@helmsman/lapi-server/testing';
import { type Logger, pino } from 'pino';
import { inject } from 'vitest';
import { createMemoryRateLimits, type RateLimits } from '../src/rate-limit/index.ts';
import { createGatewayApp } from '../src/server.ts';
import { CSRF_HEADER, createGatewayYoga } from '../src/yoga.ts';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
  headers: Headers;
  /** The session cookie this answer set ('' when cleared), or undefined when it did not touch it. */
  sessionCookie: string | undefined;
  setCookie: string | null;
}

/**
 * A gateway in front of a real lapi-server (in-memory PGlite, demo data) over real HTTP; requests go
 * through the gateway's Hono app in-process (`app.fetch`), as graphql-yoga's examples test. The PGlite
 * starts from the run's migrated snapshot (test/global-setup.ts) and is migrated again, which finds
 * nothing to do.
 */
export async function startGatewayHarness(
  options: {
    appDir?: string;
    logger?: Logger;
    /** The GraphQL layer's logger (Yoga's), e.g. to check what a mutation writes to the log. */
    graphqlLogger?: Logger;
    /** The embedded legacy API's logger. */
    lapiLogger?: Logger;
    /** E.g. features switched off (FEATURES_DISABLED). */
    siteConfig?: SiteConfig;
    /** The legacy API's services, e.g. a MemoryMailer to read the reset e-mails it sends. */
    lapiServices?: Partial<Services>;
    /** The gateway's rate limits, e.g. with a smaller table; default: the real numbers, in memory. */
    rateLimits?: RateLimits;
  } = {},
) {
  const database = await openFromPgliteTemplate(inject('pgliteTemplatePath'));
  await migrateDatabase(database);
  await resetDatabase(database.db);
  const lapiServer = await startLapiServer({
    database,
    port: 0,
    logger: options.lapiLogger ?? pino({ level: 'silent' }),
    services: options.lapiServices,
  });
  const lapi = new LapiClient({ baseUrl: lapiServer.url, timeoutMs: 5000 });
  const rateLimits = options.rateLimits ?? createMemoryRateLimits();
  const { app, yoga, graphql } = createGatewayClient({ ...options, lapi, rateLimits });

  async function login(email = 'alex@helmsman.test', password = 'Valhalla1'): Promise<string> {
    const answer = await graphql<{ login: { ok: boolean } }>(
      'mutation ($input: LoginInput!) { login(input: $input) { ok } }',
      { variables: { input: { email, password } } },
    );
    if (!answer.body.data?.login.ok || !answer.sessionCookie)
      throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return `helmsman_session=${answer.sessionCookie}`;
  }

  return {
    app,
    yoga,
    /** The legacy client, e.g. for a second gateway in front of the same legacy API. */
    lapi,
    /** Where the embedded legacy API listens (e.g. for a proxy in front of it). */
    lapiUrl: lapiServer.url,
    rateLimits,
    database,
    graphql,
    login,
    close: async () => {
      await lapi.close();
      await lapiServer.close();
      await database.close();
    },
  };
}

/**
 * A gateway (Yoga and the Hono app) in front of `lapi`, and `graphql()` to post to it in-process. The
 * harness makes one in front of its embedded legacy API; the fuzzing makes another in front of a stub.
 */
export function createGatewayClient(options: {
  lapi: LapiClient;
  rateLimits: RateLimits;
  appDir?: string;
  logger?: Logger;
  graphqlLogger?: Logger;
  siteConfig?: SiteConfig;
}) {
  const { lapi, rateLimits } = options;
  const yoga = createGatewayYoga({
    lapi,
    logger: options.graphqlLogger ?? pino({ level: 'silent' }),
    siteConfig: options.siteConfig,
    rateLimits,
  });
  const app = createGatewayApp({
    yoga,
    lapi,
    logger: options.logger ?? pino({ level: 'silent' }),
    appDir: options.appDir,
    rateLimits,
  });

  async function graphql<T = Record<string, unknown>>(
    query: string,
    {
      variables,
      cookie,
      headers,
      clientIp,
    }: {
      variables?: object;
      cookie?: string;
      headers?: Record<string, string>;
      /** The socket peer the request seems to come from (as @hono/node-server's env.incoming gives it). */
      clientIp?: string;
    } = {},
  ): Promise<GraphQLAnswer<T>> {
    const response = await app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      }),
      clientIp ? { incoming: { socket: { remoteAddress: clientIp } } } : undefined,
    );
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie ? /helmsman_session=([^;]*)/.exec(setCookie) : null;
    return {
      status: response.status,
      body: (await response.json()) as GraphQLAnswer<T>['body'],
      headers: response.headers,
      sessionCookie: match ? (match[1] ?? '') : undefined,
      setCookie,
    };
  }

  return { app, yoga, graphql };
}

export type GatewayHarness = Awaited<ReturnType<typeof startGatewayHarness>>;
