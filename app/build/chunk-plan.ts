/**
 * Which small shared chunks to merge, planned from a first build's chunks (vite.config.ts runs that
 * build in memory, then the real one with this plan as rolldown code-splitting groups).
 *
 * Why: left to rolldown's automatic splitting, a chunk exists for every set of importers, and the
 * lazy parts (drawers, dialogs, toasts) make many such sets, so /dashboard needed 33 files before its
 * first paint and /orders 37, most under 1 KiB. A phone over HTTP/1.1 fetches six at a time, each
 * after a round trip: Lighthouse's mobile run spent most of their LCP waiting on those rounds. Merged
 * into fifteen files, the same pages scored 95 instead of 89 (docs/decisions.md, "The chunk plan").
 *
 * How: greedily, merge the two groups of chunks that most reduce the files of the target routes (those
 * that paint only once their JavaScript has run: the customer area, the checkout, the visit) for the
 * fewest bytes added to any route, as long as no route goes over its budget (build/budgets.ts) minus a margin. A route that
 * needs one group of a merge and not the other loads the other's bytes too; a route that needs both,
 * or neither, pays nothing. Sizes are each chunk's own gzip, so a merged file (compressed as one) is
 * never larger than planned. The routes' lazy modules (pages, the shell) and the entry's keep their own
 * chunks, which route-assets.ts and the app's preloading find them by; a lazy part the shell or a page
 * loads (a drawer, the toasts) may share a chunk.
 */

export interface PlanChunk {
  readonly fileName: string;
  readonly moduleIds: readonly string[];
  /** The chunks it imports statically. */
  readonly imports: readonly string[];
  /** gzip (level 9) of the chunk on its own, in KiB. */
  readonly gzipKib: number;
  /**
   * Never merged: the entry's chunks, each route's lazy modules (route-assets.ts finds a route's files
   * from them) and the entry's own lazy modules (the app preloads them by name, route-preloads.json).
   */
  readonly pinned: boolean;
}

export interface PlanInput {
  readonly chunks: readonly PlanChunk[];
  /** The entry's files (every route loads them; never merged). */
  readonly entry: readonly string[];
  /** Route → the chunks of its lazy modules (its page, the customer shell): what it loads, with their imports. */
  readonly roots: Readonly<Record<string, readonly string[]>>;
  /** The routes whose file count to cut. */
  readonly targets: readonly string[];
  /** Each route's budget in KiB of gzip. */
  readonly budgetOf: (route: string) => number;
  /** Kept free below every budget. */
  readonly marginKib: number;
  /**
   * The most KiB a merge may add, over all routes, per file it saves the targets: on the simulated
   * phone network (1.6 Mbit/s, six requests at a time, 150 ms each) a file saved is worth a few KiB,
   * not tens.
   */
  readonly maxKibPerFileSaved: number;
}

/** Module id → the name of the merged chunk it goes into; modules not listed stay where rolldown puts them. */
export function planChunks(input: PlanInput): Map<string, string> {
  const chunkByFile = new Map(input.chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = new Set(input.entry);
  const entryKib = input.entry.reduce((sum, file) => sum + (chunkByFile.get(file)?.gzipKib ?? 0), 0);
  // Every chunk outside the entry starts as a group of its own.
  const groupOf = new Map<string, number>();
  const members: string[][] = [];
  for (const chunk of input.chunks) {
    if (entry.has(chunk.fileName)) continue;
    groupOf.set(chunk.fileName, members.length);
    members.push([chunk.fileName]);
  }
  const mergeable = (group: number) =>
    (members[group] ?? []).every((file) => chunkByFile.get(file)?.pinned === false);
  const kibOf = (group: number) =>
    (members[group] ?? []).reduce((sum, file) => sum + (chunkByFile.get(file)?.gzipKib ?? 0), 0);

  /** The groups a route loads: its roots' groups and everything they import, entry left out. */
  const loads = (route: string, merged?: readonly [number, number]): Set<number> => {
    const groupOfFile = (file: string) => {
      const group = groupOf.get(file);
      return merged && group === merged[1] ? merged[0] : group;
    };
    const filesOf = (group: number) =>
      merged && group === merged[0]
        ? [...(members[merged[0]] ?? []), ...(members[merged[1]] ?? [])]
        : (members[group] ?? []);
    const seen = new Set<number>();
    const queue: number[] = [];
    const add = (file: string) => {
      const group = groupOfFile(file);
      if (group !== undefined && !seen.has(group)) {
        seen.add(group);
        queue.push(group);
      }
    };
    for (const file of input.roots[route] ?? []) add(file);
    for (let group = queue.pop(); group !== undefined; group = queue.pop()) {
      for (const file of filesOf(group))
        for (const imported of chunkByFile.get(file)?.imports ?? []) add(imported);
    }
    return seen;
  };
  const routes = Object.keys(input.roots);
  const totalOf = (groups: ReadonlySet<number>, merged?: readonly [number, number]) => {
    let total = entryKib;
    for (const group of groups)
      total += kibOf(group) + (merged && group === merged[0] ? kibOf(merged[1]) : 0);
    return total;
  };
  let loaded = new Map(routes.map((route) => [route, loads(route)]));

  for (;;) {
    let best: { pair: [number, number]; worth: number } | null = null;
    const candidates = new Set<number>();
    for (const route of input.targets)
      for (const group of loaded.get(route) ?? []) if (mergeable(group)) candidates.add(group);
    const list = [...candidates].sort((a, b) => a - b);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const pair: [number, number] = [list[i] as number, list[j] as number];
        const worth = worthOf(pair);
        if (worth !== null && (!best || worth > best.worth)) best = { pair, worth };
      }
    }
    if (!best) break;
    const [kept, gone] = best.pair;
    members[kept] = [...(members[kept] ?? []), ...(members[gone] ?? [])];
    members[gone] = [];
    for (const file of members[kept] ?? []) groupOf.set(file, kept);
    loaded = new Map(routes.map((route) => [route, loads(route)]));
  }

  /** Files saved over the targets per KiB added over all routes, or null: nothing saved, or a budget broken. */
  function worthOf(pair: readonly [number, number]): number | null {
    let saved = 0;
    let added = 0;
    for (const route of routes) {
      const before = loaded.get(route) ?? new Set<number>();
      const hasA = before.has(pair[0]);
      const hasB = before.has(pair[1]);
      if (!hasA && !hasB) continue;
      const after = loads(route, pair);
      const grown = totalOf(after, pair) - totalOf(before);
      if (grown > 1e-9 && totalOf(after, pair) > input.budgetOf(route) - input.marginKib) return null;
      added += Math.max(0, grown);
      if (input.targets.includes(route)) saved += before.size - after.size;
    }
    if (saved <= 0 || added > saved * input.maxKibPerFileSaved) return null;
    return saved / (added + 0.01);
  }

  const plan = new Map<string, string>();
  let index = 0;
  for (const files of members) {
    if (files.length < 2) continue;
    index += 1;
    for (const file of files)
      for (const id of chunkByFile.get(file)?.moduleIds ?? []) plan.set(id, `pieces-${index}`);
  }
  return plan;
}
