import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILD_ID_META } from '../src/site/new-version.ts';

/** What the gateway serves as GET /build.json (gateway/src/http/build-info.ts). */
export const BUILD_INFO_FILE = 'build.json';

/**
 * A build's id: a hash of its index.html as built, which names the entry's JS and CSS by their
 * content hashes (and the entry names every lazy chunk by its own), so any change to what the app
 * ships changes it, and the same sources give the same id. No clock: a rebuild of the same commit is
 * the same version, and nobody is asked to reload for it.
 */
export function buildIdOf(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('hex').slice(0, 16);
}

/**
 * Writes the build id twice: into index.html (a meta element: the build a page runs,
 * app/src/site/new-version.ts) and into dist/build.json (the build the gateway serves now).
 */
export function buildId(): Plugin {
  let id: string | undefined;
  return {
    name: 'helmsman:build-id',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put the hashed entry's script and styles in.
      order: 'post',
      handler(html) {
        id = buildIdOf(html);
        return [{ tag: 'meta', attrs: { name: BUILD_ID_META, content: id }, injectTo: 'head' }];
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (id === undefined) return this.error('build-id: index.html was not built');
        this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify({ id })}\n` });
      },
    },
  };
}
