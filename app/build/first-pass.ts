import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { ENFORCED_HYDRATION, TARGET } from './budgets.ts';
import { planChunks } from './chunk-plan.ts';
import { ROUTE_ASSETS_FILE, type RouteAssets } from './route-assets.ts';

/** Set while the first pass builds: vite.config.ts then builds as before, with no plan and no compression. */
export const FIRST_PASS_ENV = 'HELMSMAN_CHUNK_PLAN_FIRST_PASS';

/** KiB kept free below every budget by the plan. */
const PLAN_MARGIN_KIB = 0.5;
/** See PlanInput.maxKibPerFileSaved: 8 KiB is ~40 ms at the simulated 1.6 Mbit/s, a round trip 150 ms. */
const MAX_KIB_PER_FILE_SAVED = 8;

/**
 * Builds the app once in memory, with rolldown's automatic splitting only, and plans from its chunks
 * which of them to merge (build/chunk-plan.ts). About 5 s on these machines.
 */
export async function chunkPlanFromFirstPass(
  configFile: string,
  targets: readonly string[],
): Promise<Map<string, string>> {
  process.env[FIRST_PASS_ENV] = '1';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({ configFile, logLevel: 'warn', build: { write: false } });
  } finally {
    delete process.env[FIRST_PASS_ENV];
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const items = outputs.flatMap((output) => output.output);
  const assetsFile = items.find((item) => item.type === 'asset' && item.fileName === ROUTE_ASSETS_FILE);
  if (assetsFile?.type !== 'asset') throw new Error('chunk plan: the first pass wrote no route assets');
  const assets = JSON.parse(String(assetsFile.source)) as RouteAssets;
  const outputChunks = items.filter((item) => item.type === 'chunk');
  const entryChunk = outputChunks.find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error('chunk plan: the first pass has no entry chunk');
  // The chunks that are some route's lazy modules: the ones of its list that are dynamic-import targets.
  const roots = Object.fromEntries(
    Object.entries(assets.routes).map(([route, { js }]) => [
      route,
      js.filter((file) => outputChunks.some((chunk) => chunk.fileName === file && chunk.isDynamicEntry)),
    ]),
  );
  const pinned = new Set([...assets.entry.js, ...Object.values(roots).flat(), ...entryChunk.dynamicImports]);
  const chunks = outputChunks.map((item) => ({
    fileName: item.fileName,
    moduleIds: item.moduleIds,
    imports: item.imports,
    gzipKib: gzipSync(item.code, { level: 9 }).length / 1024,
    pinned: pinned.has(item.fileName),
  }));
  const prerendered = new Set(Object.keys(assets.prerender));
  return planChunks({
    chunks,
    entry: assets.entry.js,
    roots,
    targets,
    budgetOf: (route) => (prerendered.has(route) ? ENFORCED_HYDRATION.public : TARGET.customer),
    marginKib: PLAN_MARGIN_KIB,
    maxKibPerFileSaved: MAX_KIB_PER_FILE_SAVED,
  });
}
