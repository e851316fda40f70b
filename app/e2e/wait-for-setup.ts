import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/**
 * Every end-to-end file starts here (vitest.e2e.config.ts, setupFiles): the global setup prepares the
 * app build, the seeded PGlite and the shared shop in the background while the earlier groups run
 * (global-setup.ts), and writes its ready file when done or failed. Waits for that file; a failed setup
 * fails every file with its error. The limit only catches a hang.
 */
const HANG_LIMIT_MS = 10 * 60_000;

async function waitForSetup(readyFile: string): Promise<void> {
  const deadline = Date.now() + HANG_LIMIT_MS;
  for (;;) {
    const written = await readFile(readyFile, 'utf8').catch(() => undefined);
    if (written !== undefined) {
      const { error } = JSON.parse(written) as { ready?: true; error?: string };
      if (error) throw new Error(`The end-to-end setup failed:\n${error}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`The end-to-end setup was not ready in ${HANG_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await waitForSetup(inject('e2eReadyFile'));
