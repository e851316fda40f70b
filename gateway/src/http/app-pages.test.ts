import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defaultSiteConfig } from '@helmsman/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteConfig } from '../schema/site/public-site-config.ts';
import { type AppPage, createAppPages, prerendererFile } from './app-pages.ts';

const INDEX =
  '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const siteConfig = { ...publicSiteConfig(defaultSiteConfig), brand: 'Helm</script><b>sman' };

/**
 * A stand-in for the app's prerenderer: says what it was asked to render and how many renders the
 * module has made (one module for the whole file, as Node caches it), fails for /terms.
 */
const PRERENDERER = `
let calls = 0;
export async function renderPage(pathname, siteConfig) {
  calls += 1;
  if (pathname === '/terms') throw new Error('boom');
  return '<main data-route="' + pathname + '" data-calls="' + calls + '">' + siteConfig.supportEmail + '</main>';
}`;

let root: string;
let appDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'helmsman-pages-'));
  appDir = path.join(root, 'dist');
  await mkdir(appDir);
  await writeFile(path.join(appDir, 'index.html'), INDEX);
  await writeFile(
    path.join(appDir, 'route-assets.json'),
    JSON.stringify({
      entry: { js: ['assets/index.js'], css: [] },
      routes: {
        '/login': { js: ['assets/login.js'], css: [] },
        '/reset-password': { js: ['assets/reset.js'], css: [] },
        '/terms': { js: [], css: [] },
        '/orders': { js: ['assets/orders.js'], css: [] },
      },
      prerender: { '/login': 'any-query', '/reset-password': 'no-query', '/terms': 'any-query' },
    }),
  );
  await mkdir(path.dirname(prerendererFile(appDir)));
  await writeFile(prerendererFile(appDir), PRERENDERER);
});

afterAll(() => rm(root, { recursive: true, force: true }));

const rootOf = (page: AppPage) => /<div id="root">(.*?)<\/div>(<script|<\/body>)/.exec(page.html)?.[1];

describe('the app pages', () => {
  it('inline the public site configuration in every page, with no way to close its script element', async () => {
    const pages = createAppPages(appDir, { siteConfig });
    for (const pathname of ['/orders', '/login', '/nowhere']) {
      const { html } = await pages.pageFor(pathname);
      const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1];
      expect(json, pathname).toBeDefined();
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json as string)).toEqual(siteConfig);
    }
  });

  it("prerender the listed public pages once, with the site configuration, and never a customer's page", async () => {
    const pages = createAppPages(appDir, { siteConfig });
    const login = await pages.pageFor('/login');
    expect(rootOf(login)).toMatch(
      /^<main data-route="\/login" data-calls="\d+">support@helmsman.test<\/main>$/,
    );
    // Its scripts come after its first paint (scripts-after-paint.ts); a customer's page keeps them.
    expect(login.html).not.toContain('modulepreload');
    expect(login.html).toContain('{"entry":"/assets/index.js"}');
    const orders = await pages.pageFor('/orders');
    expect(orders.html).toContain('<link rel="modulepreload" crossorigin href="/assets/orders.js">');
    expect(orders.html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    // Rendered once: the second visitor gets the same bytes, compressed alike.
    const again = await pages.pageFor('/login', '?next=%2Forders');
    expect(again).toBe(login);
    expect(gunzipSync(Buffer.from(again.gzip)).toString()).toBe(login.html);
    expect(rootOf(await pages.pageFor('/orders'))).toBe('');
  });

  it('leave a page whose first view depends on the query to the browser when there is one', async () => {
    const pages = createAppPages(appDir, { siteConfig });
    expect(rootOf(await pages.pageFor('/reset-password'))).toContain('data-route="/reset-password"');
    expect(rootOf(await pages.pageFor('/reset-password', '?id=token'))).toBe('');
  });

  it('serve the page unrendered, and log why, when prerendering fails', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const pages = createAppPages(appDir, { siteConfig, logger });
    expect(rootOf(await pages.pageFor('/terms'))).toBe('');
    expect(lines.join('')).toContain('prerendering failed');
    expect(lines.join('')).toContain('boom');
  });

  it('render nothing on the server without a site configuration to render with', async () => {
    const pages = createAppPages(appDir);
    const login = await pages.pageFor('/login');
    expect(rootOf(login)).toBe('');
    expect(login.html).not.toContain('site-config');
  });
});
