import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the built app needs before a page's first paint: the entry's files, and each route's on top. */
export interface RouteAssets {
  /** The entry chunk and everything it imports statically, and its CSS (index.html loads these). */
  entry: { js: string[]; css: string[] };
  /** Per route pattern: the chunks of its lazy modules and their static imports, minus the entry's. */
  routes: Record<string, { js: string[]; css: string[] }>;
  /** Routes the gateway prerenders, and whether their first view ignores the query string. */
  prerender: Record<string, 'any-query' | 'no-query'>;
}

export const ROUTE_ASSETS_FILE = 'route-assets.json';

interface Options {
  /** Route pattern → modules (relative to the Vite root) it loads lazily: routing/route-table.ts. */
  routeModules: Record<string, readonly string[]>;
  /** Route pattern → how its first view depends on the query: build/routes.ts. */
  prerenderedRoutes: Record<string, 'any-query' | 'no-query'>;
}

/**
 * Writes dist/route-assets.json: for each route, the JS and CSS files it needs before its first paint.
 * The gateway turns it into <link rel="modulepreload"> tags for the page asked for, so a route's chunks
 * load in parallel with the entry instead of after it; the bundle budget test sizes each route from it.
 * The build fails when a listed module is not a chunk of its own (a static import somewhere would
 * quietly pull it into the entry).
 */
export function routeAssets({ routeModules, prerenderedRoutes }: Options): Plugin {
  let root = '';
  return {
    name: 'helmsman:route-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('route-assets: the build has no entry chunk');
      const entryJs = staticClosure(bundle, entry.fileName);
      const entryCss = cssOf(bundle, entryJs);

      const routes: RouteAssets['routes'] = {};
      for (const [route, modules] of Object.entries(routeModules)) {
        const js = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          const chunk = chunks.find(
            (candidate) => candidate.facadeModuleId === id && candidate.isDynamicEntry,
          );
          if (!chunk) {
            return this.error(
              `route-assets: ${module} (route ${route}) is not a lazily loaded chunk; import it with import() only`,
            );
          }
          for (const file of staticClosure(bundle, chunk.fileName)) if (!entryJs.has(file)) js.add(file);
        }
        const css = [...cssOf(bundle, js)].filter((file) => !entryCss.has(file));
        routes[route] = { js: [...js], css };
      }
      const assets: RouteAssets = {
        entry: { js: [...entryJs], css: [...entryCss] },
        routes,
        prerender: prerenderedRoutes,
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_ASSETS_FILE,
        source: `${JSON.stringify(assets, null, 2)}\n`,
      });
    },
  };
}

/** A chunk and every chunk it imports statically, transitively (what must load before it runs). */
function staticClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return seen;
}

function cssOf(bundle: OutputBundle, files: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const name of files) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    const imported = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
      ?.importedCss;
    for (const file of imported ?? []) css.add(file);
  }
  return css;
}
