import { defineConfig } from '@eddeee888/gcg-typescript-resolver-files';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the workspace, offline from the local schema (~1 s):
 * - gateway: resolver types and the resolver map from src/schema/<domain>/{schema.graphql, resolvers/…}
 *   (server preset: one resolver per file, scaffolded when a field is added);
 * - app: typed TanStack Query hooks from the operations in app/src/graphql/*.graphql.
 */

/** The app's typed TanStack Query hooks, the same for each module. */
const appHooks = {
  plugins: [
    // The plugin imports a path-given fetcher with `import type` under useTypeImports (a bug), so the
    // fetcher is named bare and imported by the `add` plugin instead.
    { add: { content: "import { fetcher } from '../graphql/fetcher.ts';" } },
    // typescript-operations 6 emits the input types the operations use: no 'typescript' plugin.
    'typescript-operations',
    'typescript-react-query',
  ],
  config: {
    reactQueryVersion: 5,
    fetcher: { func: 'fetcher', isReactHook: false },
    exposeQueryKeys: true,
    exposeFetcher: true,
    addSuspenseQuery: false,
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false },
    scalars: { ID: 'string' },
  },
};

/** The online visit's operations: only its pages load them. */
const VISIT_DOCUMENTS = ['app/src/graphql/online-visit.graphql', 'app/src/graphql/visit-*.graphql'];

const config: CodegenConfig = {
  schema: 'gateway/src/schema/**/schema.graphql',
  generates: {
    'gateway/src/schema': defineConfig({
      resolverGeneration: 'minimal',
      typesPluginsConfig: {
        contextType: '../context.ts#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
      },
      emitLegacyCommonJSImports: false,
      scalarsOverrides: { ID: { type: { input: 'string', output: 'string | number' } } },
      tsConfigFilePath: 'gateway/tsconfig.json',
    }),
    // Two modules, so the customer area's routes do not load the online visit's operations (each
    // document's text and hooks are in its module's one chunk): ~1 KiB gzip of every customer route.
    'app/src/gql/hooks.ts': {
      documents: ['app/src/graphql/**/*.graphql', ...VISIT_DOCUMENTS.map((glob) => `!${glob}`)],
      ...appHooks,
    },
    'app/src/gql/visit-hooks.ts': {
      documents: [...VISIT_DOCUMENTS, 'app/src/graphql/form-error.graphql'],
      ...appHooks,
    },
  },
  hooks: { afterAllFileWrite: ['biome format --write'] },
};

export default config;
