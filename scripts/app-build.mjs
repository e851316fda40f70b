// Builds the app into app/dist when it has not been built yet or its sources changed since the build.
// Shared by `pnpm start` and `pnpm bench:web`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const BUILT = 'app/dist/index.html';
/** Everything the app bundle is made of; generated folders are rebuilt from these. */
const SOURCES = [
  'app/src',
  'app/public',
  'app/index.html',
  'app/vite.config.ts',
  'app/build',
  'packages/ui/src',
  'packages/domain/src',
];

/** The newest modification time under a file or folder (ms). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Builds the app when needed (output inherited); returns the build's exit status, 0 when none ran. */
export function buildAppIfChanged() {
  const builtPath = join(repoRoot, BUILT);
  const built = existsSync(builtPath) ? statSync(builtPath).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((source) => newest(join(repoRoot, source))));
  if (built !== 0 && changed <= built) return 0;
  console.log(built === 0 ? 'Building the app (first start)…' : 'Building the app (its sources changed)…');
  const build = spawnSync('pnpm', ['--filter', '@helmsman/app', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return build.status ?? 1;
}
