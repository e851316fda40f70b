import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app.tsx';
import { type AppSiteConfig, siteConfigStore } from '../site/site-config-store.ts';

/**
 * The prerenderer the gateway runs once at start (gateway/src/http/app-pages.ts): the public pages as a
 * logged-out visitor first sees them, with the deployment's site configuration, so a phone paints the
 * login form or the support page from the HTML alone, before any JavaScript has loaded. The browser
 * then hydrates the same tree (main.tsx).
 *
 * Only pages that look the same to every logged-out visitor belong here: no customer data, nothing
 * that depends on the query string. The site configuration is the gateway's own (constant while it
 * runs), and the gateway inlines it in the page too, so the hydrating render reads the same values.
 */
export async function renderPage(pathname: string, siteConfig: AppSiteConfig): Promise<string> {
  Object.assign(siteConfigStore, { status: 'loaded', config: siteConfig });
  const { prelude } = await prerenderToNodeStream(<App ssrPath={pathname} />, {
    onError(error) {
      // A component that fails here leaves its Suspense boundary to the browser, which renders it.
      throw error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
