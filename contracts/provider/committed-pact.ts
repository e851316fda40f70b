import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, PACT_FILE_NAME, PACTS_DIR } from '../pact-files.ts';

export const committedPactPath = join(PACTS_DIR, PACT_FILE_NAME);
export const generatedPactPath = join(GENERATED_DIR, PACT_FILE_NAME);

interface PactFile {
  interactions: { description: string; providerStates?: { name: string; params?: unknown }[] }[];
  metadata?: unknown;
  [key: string]: unknown;
}

export function readPact(path: string): PactFile {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  return JSON.parse(readFileSync(path, 'utf8')) as PactFile;
}

/** Every provider state the pact uses, once each, in order of first use. */
export function stateNamesOf(pact: PactFile): string[] {
  return [
    ...new Set(pact.interactions.flatMap((entry) => (entry.providerStates ?? []).map((state) => state.name))),
  ];
}

/**
 * The pact without what may differ between equal contracts: `metadata` (library versions) and the
 * order of interactions (Pact keys them by description and states).
 */
export function comparablePact(pact: PactFile): unknown {
  const { metadata: _metadata, interactions, ...rest } = pact;
  const keyOf = (entry: PactFile['interactions'][number]) =>
    JSON.stringify([entry.description, entry.providerStates ?? []]);
  return { ...rest, interactions: [...interactions].sort((a, b) => keyOf(a).localeCompare(keyOf(b))) };
}
