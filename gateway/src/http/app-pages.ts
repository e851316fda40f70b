import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import type { SiteConfig } from '../schema/types.generated.ts';
import { inlineJson, loadScriptsAfterPaint } from './scripts-after-paint.ts';

/** What the app build writes (app/build/route-assets.ts): the files each route needs before it paints. */
interface RouteAssets {
  entry: { js: string[]; css: string[] };
  routes: Record<string, { js: string[]; css: string[] }>;
  /** Routes to prerender, and whether their first view ignores the query string. */
  prerender?: Record<string, 'any-query' | 'no-query'>;
  /** Customer routes' first data: the operations run for the page and inlined in it (first-data.ts). */
  queries?: Record<string, readonly string[]>;
}

/** The app's prerenderer (app/src/server/render-page.tsx), built by `vite build --ssr`. */
interface Prerenderer {
  renderPage(pathname: string, siteConfig: SiteConfig): Promise<string>;
}

/** Where the app's build puts the prerenderer: beside the app's directory, never inside what is served. */
export function prerendererFile(appDir: string): string {
  return `${path.resolve(appDir)}-server/render-page.js`;
}

/** One page's HTML as sent: plain, and compressed once, when first asked for (each ~5 KB, ~1.3 KB brotli). */
export interface AppPage {
  readonly html: string;
  readonly br: ArrayBuffer;
  readonly gzip: ArrayBuffer;
}

interface RoutePage {
  readonly pattern: RegExp;
  readonly page: AppPage;
  /** The operations of the route's first data (none for most routes). */
  readonly queries: readonly string[];
  /** Set for a prerendered route: its page with the first view in the HTML (made at the first request). */
  readonly prerendered?: {
    readonly query: 'any-query' | 'no-query';
    readonly render: () => Promise<AppPage>;
  };
}

/** A copy of exactly the bytes (a small Buffer is a view into a shared pool). */
function bytesOf(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

/**
 * Compressed at the first request that wants each encoding, not at start: brotli at quality 11 for
 * every route's page was 370 ms of a shop's start-up CPU (profiled), for pages most starts never serve.
 */
function appPage(html: string): AppPage {
  let br: ArrayBuffer | undefined;
  let gzip: ArrayBuffer | undefined;
  return {
    html,
    get br() {
      br ??= bytesOf(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      return br;
    },
    get gzip() {
      gzip ??= bytesOf(gzipSync(html, { level: 9 }));
      return gzip;
    },
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** '/visit/:category/question/:questionId' → a regex matching one path segment per parameter. */
function patternOf(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function preloadTags({ js, css }: { js: string[]; css: string[] }): string {
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

export interface AppPagesOptions {
  /**
   * The public site configuration (the SiteConfig query's answer), inlined in every page so the app
   * renders with it at once, without a request first; prerendering needs it too.
   */
  siteConfig?: SiteConfig;
  logger?: Logger;
}

/**
 * The app's HTML for each client route: index.html plus <link rel="modulepreload"> for the chunks that
 * route loads lazily, so the browser fetches them alongside the entry instead of after it has run
 * (one round trip less before the page paints), and the site configuration inline. The public pages
 * the app lists for prerendering also carry their first view, rendered by the app's own prerenderer
 * once, at their first request (the site configuration is constant while the gateway runs): a phone
 * paints them from the HTML alone, and fetches their scripts after that paint (scripts-after-paint.ts). Built once at start; an unknown path gets the plain index.html
 * (the app redirects it).
 */
export function createAppPages(
  appDir: string,
  { siteConfig, logger }: AppPagesOptions = {},
): {
  pageFor(pathname: string, search?: string): Promise<AppPage>;
  /** The operations whose answers the page at `pathname` carries (first-data.ts); often none. */
  firstQueriesFor(pathname: string): readonly string[];
} {
  const baseHtml = readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const indexHtml = siteConfig
    ? baseHtml.replace(
        '</head>',
        // A function, so that no `$&` or `$'` in the configuration's texts is expanded.
        () => `<script type="application/json" id="site-config">${inlineJson(siteConfig)}</script></head>`,
      )
    : baseHtml;
  const indexPage = appPage(indexHtml);
  const assetsFile = path.join(appDir, 'route-assets.json');
  const prerenderer = siteConfig ? loadPrerenderer(appDir, logger) : null;
  const pages: RoutePage[] = [];
  if (existsSync(assetsFile)) {
    const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as RouteAssets;
    for (const [route, files] of Object.entries(assets.routes)) {
      const tags = preloadTags(files);
      const html = tags === '' ? indexHtml : indexHtml.replace('</head>', `${tags}</head>`);
      const page = html === indexHtml ? indexPage : appPage(html);
      const query = assets.prerender?.[route];
      pages.push({
        pattern: patternOf(route),
        page,
        queries: assets.queries?.[route] ?? [],
        ...(prerenderer &&
          siteConfig &&
          query && {
            prerendered: {
              query,
              render: once(async () => {
                try {
                  const { renderPage } = await prerenderer();
                  const body = await renderPage(route, siteConfig);
                  const rendered = html.replace(
                    '<div id="root"></div>',
                    () => `<div id="root">${body}</div>`,
                  );
                  return appPage(loadScriptsAfterPaint(rendered));
                } catch (error) {
                  // The page still works from the plain HTML: the app renders it in the browser.
                  logger?.error({ err: error, route }, 'prerendering failed; serving the page unrendered');
                  return page;
                }
              }),
            },
          }),
      });
    }
  }
  return {
    async pageFor(pathname, search = '') {
      const route = pages.find((candidate) => candidate.pattern.test(pathname));
      if (!route) return indexPage;
      const { prerendered } = route;
      if (prerendered && (prerendered.query === 'any-query' || search === '')) return prerendered.render();
      return route.page;
    },
    firstQueriesFor(pathname) {
      return pages.find((candidate) => candidate.pattern.test(pathname))?.queries ?? [];
    },
  };
}

/**
 * The prerenderer module, imported at the first prerendered request rather than at start (~2 MB of
 * React's server renderer and the app); null without a built one.
 */
function loadPrerenderer(appDir: string, logger: Logger | undefined): (() => Promise<Prerenderer>) | null {
  const file = prerendererFile(appDir);
  if (!existsSync(file)) {
    logger?.warn({ file }, 'no prerenderer built: public pages are rendered in the browser only');
    return null;
  }
  return once(() => import(pathToFileURL(file).href) as Promise<Prerenderer>);
}

/** The first call's promise, for every call (a failed one included: the fallback is logged once). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
