import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

/** What the app build writes beside index.html (app/build/build-id.ts): `{ "id": "<build id>" }`. */
export const BUILD_INFO_FILE = 'build.json';

async function servedBuildId(appDir: string | undefined): Promise<string | null> {
  if (!appDir) return null;
  try {
    const { id } = JSON.parse(await readFile(path.join(appDir, BUILD_INFO_FILE), 'utf8')) as { id?: unknown };
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/**
 * GET /build.json (spec section 7): the id of the app this gateway serves, which the app compares with
 * the build it runs to offer a reload (app/src/site/new-version.ts). Read at each request, not at
 * start: a tiny file, asked for every few minutes per open tab, that then follows whatever is in the
 * app's directory. No app, or one built without an id: 404, which the app takes as "nothing new".
 * Never cached anywhere: a cached answer would hide the next deployment.
 */
export function buildInfoRoute(appDir: string | undefined) {
  return async (c: Context) => {
    c.header('cache-control', 'no-store');
    const id = await servedBuildId(appDir);
    return id === null ? c.json({ error: 'No build id: the app is not built' }, 404) : c.json({ id });
  };
}
