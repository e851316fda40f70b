// `pnpm start`: builds the app when it has not been built yet or its sources changed since the build,
// then starts the gateway (and, without LAPI_URL, the embedded legacy API on PGlite under .data/).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'app/dist/index.html';
/** Everything the app bundle is made of; generated folders are rebuilt from these. */
const SOURCES = [
  'app/src',
  'app/public',
  'app/index.html',
  'app/vite.config.ts',
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

const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (built === 0 || changed > built) {
  console.log(built === 0 ? 'Building the app (first start)…' : 'Building the app (its sources changed)…');
  const build = spawnSync('pnpm', ['--filter', '@helmsman/app', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
