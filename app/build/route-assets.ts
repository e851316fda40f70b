import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../src/routing/route-preloads.ts';

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
  /** Customer routes' first data: the operations the gateway runs and inlines in the page's HTML. */
  queries: Record<string, readonly string[]>;
}

export const ROUTE_ASSETS_FILE = 'route-assets.json';

interface Options {
  /** Route pattern → modules (relative to the Vite root) it loads lazily: routing/route-table.ts. */
  routeModules: Record<string, readonly string[]>;
  /** Route pattern → how its first view depends on the query: build/routes.ts. */
  prerenderedRoutes: Record<string, 'any-query' | 'no-query'>;
  /** Route pattern → the operations of its first data: build/routes.ts. */
  firstQueries: Record<string, readonly string[]>;
}

/**
 * Writes dist/route-assets.json: for each route, the JS and CSS files it needs before its first paint.
 * The gateway turns it into <link rel="modulepreload"> tags for the page asked for, so a route's chunks
 * load in parallel with the entry instead of after it; the bundle budget test sizes each route from it.
 * The build fails when a listed module is not a chunk of its own (a static import somewhere would
 * quietly pull it into the entry).
 *
 * It also writes dist/route-preloads.json (src/routing/route-preloads.ts): the same lists for the
 * browser, and those of the entry's other lazy modules, which the app preloads when it navigates or
 * loads one. In their place, `api.resolveDependencies` (for `build.modulePreload`) leaves out Vite's
 * preload list of every import() in the entry chunk: the entry would otherwise carry the lists of every
 * page and lazy part (~2.6 KiB gzip), which no first load uses.
 */
export function routeAssets({
  routeModules,
  prerenderedRoutes,
  firstQueries,
}: Options): Plugin & { api: RouteAssetsApi } {
  let root = '';
  /** Known once this plugin's generateBundle has run. */
  let entryFile: string | undefined;
  return {
    name: 'helmsman:route-assets',
    apply: 'build',
    api: {
      resolveDependencies(_file, deps, { hostId }) {
        // Vite asks in its own generateBundle, which runs after this plugin's ('pre' below).
        if (!entryFile) throw new Error('route-assets: preload lists asked for before the entry was known');
        return hostId === entryFile ? [] : deps;
      },
    },
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return this.error('route-assets: the build has no entry chunk');
        const entryJs = staticClosure(bundle, entry.fileName);
        const entryCss = cssOf(bundle, entryJs);
        /** A lazy chunk's JS beyond the entry's. */
        const lazyJs = (fileName: string) =>
          [...staticClosure(bundle, fileName)].filter((file) => !entryJs.has(file));

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
            for (const file of lazyJs(chunk.fileName)) js.add(file);
          }
          const css = [...cssOf(bundle, js)].filter((file) => !entryCss.has(file));
          routes[route] = { js: [...js], css };
        }
        // The entry's other lazy modules (the login slider, the toasts…), by path as routeModules has them.
        const routeIds = new Set(
          Object.values(routeModules).flatMap((list) => list.map((module) => path.resolve(root, module))),
        );
        const modules: Record<string, string[]> = {};
        for (const fileName of entry.dynamicImports) {
          const id = (bundle[fileName] as OutputChunk | undefined)?.facadeModuleId;
          if (id && !routeIds.has(id)) modules[path.relative(root, id)] = lazyJs(fileName);
        }
        const assets: RouteAssets = {
          entry: { js: [...entryJs], css: [...entryCss] },
          routes,
          prerender: prerenderedRoutes,
          queries: firstQueries,
        };
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_ASSETS_FILE,
          source: `${JSON.stringify(assets, null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: JSON.stringify(preloadsOf(routes, modules)),
        });
        entryFile = entry.fileName;
      },
    },
  };
}

export interface RouteAssetsApi {
  /** For `build.modulePreload.resolveDependencies`: no list for an import() in the entry (see above). */
  resolveDependencies(file: string, deps: string[], context: { hostId: string }): string[];
}

/** The lists as indexes into one list of files (many routes share most of theirs); empty ones left out. */
function preloadsOf(routes: RouteAssets['routes'], modules: Record<string, string[]>): RoutePreloads {
  const routeJs = Object.entries(routes).map(([route, { js }]): [string, string[]] => [route, js]);
  const moduleJs = Object.entries(modules);
  const files = [...new Set([...routeJs, ...moduleJs].flatMap(([, js]) => js))];
  const index = new Map(files.map((file, position) => [file, position]));
  const indexed = (lists: [string, string[]][]) =>
    Object.fromEntries(
      lists.flatMap(([key, js]) => (js.length ? [[key, js.map((file) => index.get(file) as number)]] : [])),
    );
  return { files: files.map((file) => `/${file}`), routes: indexed(routeJs), modules: indexed(moduleJs) };
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
