import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the app build writes (app/build/route-assets.ts): the files each route needs before it paints. */
interface RouteAssets {
  entry: { js: string[]; css: string[] };
  routes: Record<string, { js: string[]; css: string[] }>;
}

/** One page's HTML as sent: plain, and compressed once at start (each ~5 KB, ~1.3 KB brotli). */
export interface AppPage {
  readonly html: string;
  readonly br: ArrayBuffer;
  readonly gzip: ArrayBuffer;
}

interface RoutePage {
  readonly pattern: RegExp;
  readonly page: AppPage;
}

/** A copy of exactly the bytes (a small Buffer is a view into a shared pool). */
function bytesOf(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

function appPage(html: string): AppPage {
  return {
    html,
    br: bytesOf(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: bytesOf(gzipSync(html, { level: 9 })),
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

/**
 * The app's HTML for each client route: index.html plus <link rel="modulepreload"> for the chunks that
 * route loads lazily, so the browser fetches them alongside the entry instead of after it has run
 * (one round trip less before the page paints). Built once at start; an unknown path gets the plain
 * index.html (the app redirects it).
 */
export function createAppPages(appDir: string): { pageFor(pathname: string): AppPage } {
  const indexHtml = readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const indexPage = appPage(indexHtml);
  const assetsFile = path.join(appDir, 'route-assets.json');
  const pages: RoutePage[] = [];
  if (existsSync(assetsFile)) {
    const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as RouteAssets;
    for (const [route, files] of Object.entries(assets.routes)) {
      const tags = preloadTags(files);
      pages.push({
        pattern: patternOf(route),
        page: tags === '' ? indexPage : appPage(indexHtml.replace('</head>', `${tags}</head>`)),
      });
    }
  }
  return {
    pageFor(pathname) {
      return pages.find((candidate) => candidate.pattern.test(pathname))?.page ?? indexPage;
    },
  };
}
