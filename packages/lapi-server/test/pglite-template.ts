import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../src/db/open.ts';

/**
 * A fresh PGlite spends about 2 s (more on a busy machine) running initdb in WebAssembly; one loaded
 * from a snapshot of an already migrated database starts in about 0.4 s. The global setup makes the
 * snapshot once per run, and every test file's PGlite starts from it.
 */
export interface PgliteTemplate {
  /** A file holding PGlite's data directory (uncompressed tar), migrated and empty. */
  readonly path: string;
  remove(): Promise<void>;
}

export async function createPgliteTemplate(): Promise<PgliteTemplate> {
  const dir = await mkdtemp(join(tmpdir(), 'helmsman-pglite-'));
  const client = await PGlite.create();
  try {
    await pgliteDatabase(client).migrate();
    const snapshot = await client.dumpDataDir('none');
    const path = join(dir, 'migrated.tar');
    await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
    return { path, remove: () => rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
}

const SHARED = Symbol.for('helmsman.sharedPgliteTemplate');
type Shared = { template: Promise<PgliteTemplate>; users: number };

/**
 * createPgliteTemplate once per process, however many callers: the global setups of lapi-server's and
 * the gateway's projects run one after the other in the same Vitest process, before any test, and both
 * want the same snapshot (2-3 s to make, more on a busy machine). Each caller removes its share; the
 * last removal deletes the file.
 */
export async function sharedPgliteTemplate(): Promise<PgliteTemplate> {
  // On globalThis: each project's global setup may load this module separately.
  const registry = globalThis as { [SHARED]?: Shared };
  let shared = registry[SHARED];
  if (!shared) {
    shared = { template: createPgliteTemplate(), users: 0 };
    registry[SHARED] = shared;
  }
  const mine = shared;
  mine.users += 1;
  let template: PgliteTemplate;
  try {
    template = await mine.template;
  } catch (error) {
    if (registry[SHARED] === mine) delete registry[SHARED];
    throw error;
  }
  let removed = false;
  return {
    path: template.path,
    async remove() {
      if (removed) return;
      removed = true;
      mine.users -= 1;
      if (mine.users > 0) return;
      if (registry[SHARED] === mine) delete registry[SHARED];
      await template.remove();
    },
  };
}

/** An in-memory PGlite started from the template; still migrate it (a no-op unless drizzle/ changed). */
export async function openFromPgliteTemplate(path: string): Promise<Database> {
  const snapshot = new Blob([await readFile(path)]);
  return pgliteDatabase(await PGlite.create({ loadDataDir: snapshot }));
}
