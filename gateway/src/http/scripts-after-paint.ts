import { createHash } from 'node:crypto';

/**
 * A prerendered page paints from its HTML and one style sheet; its scripts only make it interactive.
 * Left in the HTML, the browser fetches them (~100 KiB gzip: the entry and ~25 route chunks) at high
 * priority beside the style sheet, so on a slow phone network the first paint waits for bandwidth it
 * does not need. Lighthouse's mobile profile counts every high-priority script requested before the
 * paint as blocking it: / painted at 2.5 s and /login at 2.3 s, against 0.8 s without them (median of
 * 3, quiet machine). So a prerendered page names its entry in a JSON element, and this loader adds the
 * entry once the page has painted (the frame, then the task after it); the route's chunks load as the
 * entry imports them. Not as <link rel="modulepreload"> tags added from here: each request a script
 * starts costs ~3 ms of main thread under DevTools' instrumentation, so the ~25 links were a 72 ms task
 * in Lighthouse's trace (the largest of the page). A tab in the background paints no frames: it loads
 * the entry at once.
 */
export const SCRIPTS_AFTER_PAINT_LOADER = `(()=>{const load=()=>{const entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=JSON.parse(document.getElementById('scripts-after-paint').textContent).entry;document.head.append(entry)};if(document.visibilityState==='hidden')load();else requestAnimationFrame(()=>setTimeout(load))})()`;

/** The loader's CSP source: the one inline script the shop's script-src allows. */
export const SCRIPTS_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** JSON inside <script>: `<` escaped, so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with its entry script moved from the HTML to the loader, which adds it after the first
 * paint, and without module preloads. A page without exactly one entry script is returned unchanged.
 */
export function loadScriptsAfterPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
  if (entries.length !== 1) return html;
  const tags = `<script type="application/json" id="scripts-after-paint">${inlineJson({ entry: entries[0] })}</script><script>${SCRIPTS_AFTER_PAINT_LOADER}</script>`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${tags}</body>`);
}
