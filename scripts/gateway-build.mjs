// Bundles the gateway (with the embedded legacy API and every workspace package it imports) into plain
// JavaScript, so `pnpm start` and the end-to-end tests' shops run it without tsx. A shop started through
// tsx's loader spent ~70% of its start-up CPU resolving and loading the workspace's TypeScript, twice
// (the gateway and the legacy API's worker thread): 10.4 s of CPU from a seeded database, 5.6-6.2 s as
// a bundle (docs/decisions.md, "`pnpm test` time").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const gatewaySrc = path.join(repoRoot, 'gateway/src');

/**
 * Modules find files next to their source with `new URL('…', import.meta.url)`: lapi-server's
 * migrations, the trusted documents, the HEIC worker, the data directory. In the bundle each module's
 * `import.meta.url` is its source file's URL, so those paths stay right wherever the bundle is written.
 * The one exception is embedded-lapi.ts, which starts the bundled worker beside itself.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (path.basename(args.path) !== 'embedded-lapi.ts') {
        contents = contents.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Workspace packages are bundled (they are TypeScript); every other package stays an import of the
 * file pnpm installed, resolved from the module that asks for it (pnpm gives each package its own
 * dependencies, so a bare name would not resolve from the bundle's folder).
 */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@helmsman/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.external ? args.path : found.path, external: true };
    });
  },
};

/**
 * Writes the bundle to `outDir` (`main.mjs`, the legacy API's `embedded-lapi-worker.mjs`, shared
 * chunks, source maps) and returns the path of `main.mjs`. About a second.
 * @param {string} outDir
 * @returns {Promise<string>}
 */
export async function buildGateway(outDir) {
  await esbuild.build({
    entryPoints: {
      main: path.join(gatewaySrc, 'main.ts'),
      'embedded-lapi-worker': path.join(gatewaySrc, 'embedded-lapi-worker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Resolve installed packages to the very files Node itself would load (no "module" field or
    // condition): a package loaded twice from two files is two packages (graphql refuses a schema
    // made by "another module or realm").
    mainFields: ['main'],
    conditions: ['node'],
    sourcemap: true,
    logLevel: 'warning',
    plugins: [installedPackagesExternal, sourceImportMetaUrl],
  });
  return path.join(outDir, 'main.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'gateway/dist'));
  console.log(await buildGateway(outDir));
}
