// Writes gateway/src/trusted-documents.generated.json: every GraphQL operation the app can send, keyed
// by the sha256 of its text, exactly as the app's generated hooks send it (`String(document)`). A
// production gateway executes only these (gateway/src/plugins/trusted-documents.ts). Run by
// `pnpm codegen` after the hooks are generated; gateway/src/plugins/trusted-documents.test.ts fails
// when the file is stale.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TRUSTED_DOCUMENTS_FILE = fileURLToPath(
  new URL('../gateway/src/trusted-documents.generated.json', import.meta.url),
);

/** The manifest of the app's operations: `sha256:<hex>` → document text, sorted by hash. */
export async function appTrustedDocuments(): Promise<Record<string, string>> {
  // Every generated hooks module (codegen.ts): the visit's operations have their own.
  const modules: Record<string, unknown>[] = await Promise.all([
    import('../app/src/gql/hooks.ts'),
    import('../app/src/gql/visit-hooks.ts'),
  ]);
  const texts = modules
    .flatMap((hooks) => Object.entries(hooks))
    // Operations only: fragments are sent inside the operations that spread them.
    .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
    .map(([, value]) => String(value));
  const entries = [...new Set(texts)].map((text) => [
    `sha256:${createHash('sha256').update(text).digest('hex')}`,
    text,
  ]);
  return Object.fromEntries(entries.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = await appTrustedDocuments();
  writeFileSync(TRUSTED_DOCUMENTS_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`trusted documents: ${Object.keys(manifest).length} operations`);
}
