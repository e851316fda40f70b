import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the app build writes (app/build/route-assets.ts): the files each route needs before it paints. */
interface RouteAssets {
  entry: { js: string[]; css: string[] };
  routes: Record<string, { js: string[]; css: string[] }>;
}

interface RoutePage {
  readonly pattern: RegExp;
  readonly html: string;
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
export function createAppPages(appDir: string): { htmlFor(pathname: string): string } {
  const indexHtml = readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const assetsFile = path.join(appDir, 'route-assets.json');
  const pages: RoutePage[] = [];
  if (existsSync(assetsFile)) {
    const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as RouteAssets;
    for (const [route, files] of Object.entries(assets.routes)) {
      const tags = preloadTags(files);
      pages.push({
        pattern: patternOf(route),
        html: tags === '' ? indexHtml : indexHtml.replace('</head>', `${tags}</head>`),
      });
    }
  }
  return {
    htmlFor(pathname) {
      return pages.find((page) => page.pattern.test(pathname))?.html ?? indexHtml;
    },
  };
}
