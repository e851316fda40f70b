import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { defaultSiteConfig, type SiteConfig } from '@helmsman/domain';
import type { LapiClient } from '@helmsman/lapi-client';
import { useCookies } from '@whatwg-node/server-plugin-cookies';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { DEFAULT_LAPI_PUBLIC_TOKEN } from './config.ts';
import { createContext, type GatewayContext, type GatewayUserContext } from './context.ts';
import { maskGatewayError } from './errors/index.ts';
import { useClearEndedSession } from './plugins/clear-ended-session.ts';
import { useMaskVariableValues } from './plugins/mask-variable-values.ts';
import { useNoIntrospection, useTrustedDocuments } from './plugins/trusted-documents.ts';
import { createMemoryRateLimits, type RateLimits } from './rate-limit/index.ts';
import { resolvers } from './schema/resolvers.generated.ts';
import { typeDefs } from './schema/typeDefs.generated.ts';

export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export interface GatewayYogaOptions {
  lapi: LapiClient;
  logger: Logger;
  /** Defaults to the domain's default site configuration. */
  siteConfig?: SiteConfig;
  secureCookies?: boolean;
  /** The public product token of the legacy calls that carry one. Default: lapi-server's default. */
  publicToken?: string;
  /** GraphiQL and introspection for local development only. */
  development?: boolean;
  /** The shop's rate limits (shop.ts); default: a fresh in-memory set. */
  rateLimits?: RateLimits;
  /**
   * Origins (exact, e.g. `https://admin.example.com`) whose pages may call /graphql with the
   * customer's cookie. None by default: the app is served from the gateway's own origin and needs no
   * CORS, and any grant to another origin lets its pages act as the logged-in customer.
   */
  corsOrigins?: readonly string[];
  /**
   * The only documents to run (production: readTrustedDocuments(), the app's own operations); every
   * document when unset.
   */
  trustedDocuments?: Iterable<string>;
}

/** Yoga's CORS answer for a request: only an allowlisted Origin gets any Access-Control-Allow-* header. */
export function corsFor(allowed: readonly string[]) {
  if (allowed.length === 0) return false as const;
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.includes(origin)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', CSRF_HEADER],
      maxAge: 600,
    };
  };
}

export type GatewayYoga = YogaServerInstance<object, GatewayUserContext>;

/**
 * Yoga logs `(error)` or `(message, ...details)`. Passed to pino as they come, an array, an error
 * inside it serialised as `{}`: the original of every masked "Unexpected error." was lost. An error
 * goes under `err` (pino's serializer: type, message, stack, cause), anything else under `yoga`.
 */
export function logFields(args: unknown[]): { err?: unknown; yoga?: unknown[] } {
  const error = args.find((arg) => arg instanceof Error);
  const rest = args.filter((arg) => arg !== error);
  return { ...(error !== undefined && { err: error }), ...(rest.length > 0 && { yoga: rest }) };
}

export function createGatewayYoga(options: GatewayYogaOptions): GatewayYoga {
  const { lapi, logger } = options;
  const rateLimits = options.rateLimits ?? createMemoryRateLimits();
  return createYoga<object, GatewayUserContext>({
    schema: createSchema<GatewayContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    // Yoga's default answers every Origin's preflight with that Origin and credentials.
    cors: corsFor(options.corsOrigins ?? []),
    // Uploads go to /attachments (CSRF header, size and type checks, rate limits); a multipart body
    // here would only be a way around them.
    multipart: false,
    graphiql: options.development ?? false,
    landingPage: false,
    // Errors that are not deliberate GraphQLErrors reach the browser as "Unexpected error." (a legacy API
    // outage as the spec's generic failure, errors/masking.ts); the original goes to the log.
    maskedErrors: { maskError: maskGatewayError },
    // The body limit is the gateway's (http/listener.ts, server.ts), checked before the body is read.
    maxRequestBodySize: false,
    logging: {
      // Yoga logs a few debug lines per request; at the usual level they go nowhere, so none is built.
      debug: (...args) => {
        if (logger.isLevelEnabled('debug')) logger.debug(logFields(args));
      },
      info: (...args) => logger.info(logFields(args)),
      warn: (...args) => logger.warn(logFields(args)),
      error: (...args) => logger.error(logFields(args)),
    },
    context: (initial) =>
      createContext(
        {
          lapi,
          logger,
          siteConfig: options.siteConfig ?? defaultSiteConfig,
          secureCookies: options.secureCookies ?? false,
          publicToken: options.publicToken ?? DEFAULT_LAPI_PUBLIC_TOKEN,
          rateLimits,
        },
        initial,
      ),
    plugins: [
      ...(options.trustedDocuments ? [useTrustedDocuments(options.trustedDocuments)] : []),
      ...(options.development ? [] : [useNoIntrospection()]),
      useCookies(),
      // Browsers cannot send this header cross-site without a CORS preflight, which the gateway refuses.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      // Depth, cost, alias and token limits: a hostile query costs the gateway little.
      EnvelopArmorPlugin({
        maxDepth: { n: 8 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: !options.development },
      }),
      useClearEndedSession(),
      // Variable values never come back in an error message: they carry card numbers and passwords.
      useMaskVariableValues(),
    ],
  });
}
