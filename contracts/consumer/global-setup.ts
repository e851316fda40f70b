import { mkdir, rm } from 'node:fs/promises';
import { GENERATED_DIR } from '../pact-files.ts';

/**
 * Pact merges each interaction into the pact file it finds, so a file left by an earlier run would
 * keep interactions that no longer exist. Every consumer run starts from an empty directory.
 */
export default async function clearGeneratedPacts(): Promise<void> {
  await rm(GENERATED_DIR, { recursive: true, force: true });
  await mkdir(GENERATED_DIR, { recursive: true });
}
