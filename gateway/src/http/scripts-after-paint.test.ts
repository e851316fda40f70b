import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint, SCRIPTS_AFTER_PAINT_LOADER } from './scripts-after-paint.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const PAGE = [
  '<!doctype html><html><head><title>x</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-def.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">',
  '<link rel="modulepreload" crossorigin href="/assets/login-jkl.js">',
  '</head><body><div id="root"><main>Log in</main></div></body></html>',
].join('');

describe('scripts after the first paint', () => {
  it('takes the entry script and the module preloads out of the HTML, keeping the style sheet', () => {
    const html = loadScriptsAfterPaint(PAGE);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toContain('<div id="root"><main>Log in</main></div>');
  });

  it('names the entry in a JSON element the loader reads, after the content', () => {
    const html = loadScriptsAfterPaint(PAGE);
    const json = /<script type="application\/json" id="scripts-after-paint">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json as string)).toEqual({ entry: '/assets/index-abc.js' });
    expect(html.indexOf('scripts-after-paint')).toBeGreaterThan(html.indexOf('</main>'));
    expect(html).toContain(`<script>${SCRIPTS_AFTER_PAINT_LOADER}</script></body>`);
  });

  it("is the one inline script the shop's CSP allows, by its hash", () => {
    const hash = createHash('sha256').update(SCRIPTS_AFTER_PAINT_LOADER).digest('base64');
    const scriptSrc = SECURITY_HEADERS['content-security-policy']
      ?.split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('leaves a page without exactly one entry script as it is', () => {
    const none = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadScriptsAfterPaint(none)).toBe(none);
    const two = PAGE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/other.js"></script></head>',
    );
    expect(loadScriptsAfterPaint(two)).toBe(two);
  });
});
