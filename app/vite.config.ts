import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { buildId } from './build/build-id.ts';
import { chunkPlanFromFirstPass, FIRST_PASS_ENV } from './build/first-pass.ts';
import { routeAssets } from './build/route-assets.ts';
import { firstQueries, prerenderedRoutes, routeModules, routesPaintedByScript } from './build/routes.ts';

/** In development the gateway (pnpm start) serves /graphql; Vite proxies to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/** The prerenderer's bundle (server/render-page.tsx), next to the app's: `<outDir>-server/render-page.js`. */
export const PRERENDER_ENTRY = 'src/server/render-page.tsx';

export default defineConfig(async ({ command, isSsrBuild }) => {
  if (isSsrBuild) return prerendererConfig;
  // A build runs twice: first in memory with rolldown's own splitting, then for real with the small
  // shared chunks merged that the pages painted by script need, as that first pass's chunks say
  // (build/chunk-plan.ts).
  if (command !== 'build' || process.env[FIRST_PASS_ENV]) return appConfig(new Map());
  return appConfig(await chunkPlanFromFirstPass(fileURLToPath(import.meta.url), routesPaintedByScript));
});

const routeAssetsPlugin = routeAssets({ routeModules, prerenderedRoutes, firstQueries });

/** Module aliases of the browser build, shared by the prerenderer. */
const appResolve: UserConfig['resolve'] = {
  // graphql-request imports graphql's parser and printer (~10 KiB gzip); the app only sends string
  // documents, so the browser gets a shim that reads operation names (src/graphql/graphql-shim.ts).
  alias: [
    {
      find: /^graphql$/,
      replacement: fileURLToPath(new URL('./src/graphql/graphql-shim.ts', import.meta.url)),
    },
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('./src/routing/use-sync-external-store-shim.ts', import.meta.url)),
    },
  ],
};

/** The app as browsers get it; `plan` names the merged chunk of each module it lists (chunk-plan.ts). */
const appConfig = (plan: ReadonlyMap<string, string>): UserConfig => ({
  plugins: [
    react(),
    routeAssetsPlugin,
    buildId(),
    // Made once at build, at the highest levels (brotli 11 is too slow to run per request); the gateway
    // serves them by Accept-Encoding. Source maps are never served, so they are not compressed either.
    // Not in the chunk plan's first pass, which writes nothing.
    !process.env[FIRST_PASS_ENV] &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        include: /\.(js|css|html|svg|json)$/,
        exclude: [/\.map$/, /route-assets\.json$/, /build\.json$/],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
  resolve: appResolve,
  server: { port: 5173, proxy: { '/graphql': gateway, '/health': gateway } },
  build: {
    outDir: 'dist',
    // Hidden: written for whoever symbolicates a reported stack, never referenced from the JS (and the
    // gateway answers 404 for every .map).
    sourcemap: 'hidden',
    target: 'es2022',
    // Every browser the es2022 target admits supports <link rel="modulepreload">: no polyfill in the
    // first chunk. A route's chunks are preloaded from dist/route-preloads.json (build/route-assets.ts),
    // not from lists in the entry.
    modulePreload: { polyfill: false, resolveDependencies: routeAssetsPlugin.api.resolveDependencies },
    rolldownOptions: {
      output: {
        // What every page loads first (React, the router, the stores, the shell's components) as one
        // chunk instead of ~20: each file is compressed on its own, and one file is ~5 KiB gzip
        // smaller than the twenty. The routes' chunks keep the automatic splitting (merging them by
        // entries made some routes load code they do not use).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // Only the listed modules: what they import from elsewhere stays where it is.
            {
              name: (id) => plan.get(id) ?? null,
              test: (id) => plan.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

/**
 * The prerenderer the gateway loads (gateway/src/http/app-pages.ts): one self-contained file for Node
 * (React's server renderer included), so it runs wherever the build was put, with no node_modules
 * beside it. `vite build --ssr` builds it; never served to browsers.
 */
const prerendererConfig: UserConfig = {
  plugins: [react()],
  resolve: appResolve,
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: PRERENDER_ENTRY,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: {
      input: PRERENDER_ENTRY,
      output: { entryFileNames: 'render-page.js', codeSplitting: false },
    },
  },
};
