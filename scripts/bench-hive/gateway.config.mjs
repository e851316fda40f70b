// Hive Gateway serving Helmsman's Shell query over the legacy API (the stub at STUB_URL), for
// `pnpm bench:hive`. Two wirings (HIVE_MODE):
//   subgraph: the supergraph's "lapi" subgraph runs in-process behind a custom transport whose
//     executor runs shell.graphql with the resolver of shell-lapi.mjs: how Hive and Mesh serve a
//     REST source (@graphql-mesh/transport-rest is such a transport), with the gateway's delegation
//     on top. The way a team would put the legacy API behind Hive.
//   resolvers: Query.shell is an additionalResolver that the gateway runs itself: the least Hive can
//     do per request, close to Helmsman's own resolver on Hive's server.
// Runs single-process (`--fork 1`, Hive's default: no cluster).
import { readFileSync } from 'node:fs';
import { defineConfig } from '@graphql-hive/gateway';
import { normalizedExecutor } from '@graphql-tools/executor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { shell } from './shell-lapi.mjs';

const mode = process.env.HIVE_MODE ?? 'subgraph';
if (mode !== 'resolvers' && mode !== 'subgraph') throw new Error(`HIVE_MODE=${mode}: resolvers or subgraph`);

const lapiSubgraph = makeExecutableSchema({
  typeDefs: readFileSync(new URL('./shell.graphql', import.meta.url), 'utf8'),
  resolvers: { Query: { shell } },
});

export const gatewayConfig = defineConfig({
  supergraph: './supergraph.graphql',
  ...(mode === 'resolvers'
    ? { additionalResolvers: { Query: { shell } } }
    : {
        transportEntries: { lapi: { kind: 'lapi-in-process' } },
        transports: {
          'lapi-in-process': {
            getSubgraphExecutor: () => (request) =>
              normalizedExecutor({
                schema: lapiSubgraph,
                document: request.document,
                variableValues: request.variables,
                operationName: request.operationName,
                contextValue: request.context,
                rootValue: request.rootValue,
              }),
          },
        },
      }),
  // As Helmsman's gateway/src/yoga.ts: the session cookie through useCookies, the CSRF header, no
  // introspection, no GraphiQL or landing page, masked errors (Hive's default), token and depth limits
  // (Hive has maxTokens, maxDepth and blockFieldSuggestions built in; no alias or cost limit).
  cookies: true,
  csrfPrevention: { requestHeaders: ['x-graphql-yoga-csrf'] },
  disableIntrospection: true,
  maxTokens: 2000,
  maxDepth: 8,
  blockFieldSuggestions: true,
  graphiql: false,
  landingPage: false,
  logging: 'info',
});
