// `pnpm start`: builds the app when it has not been built yet, then starts the gateway (and, without
// LAPI_URL, the embedded legacy API on PGlite under .data/).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('app/dist/index.html')) {
  console.log('Building the app (first start)…');
  const build = spawnSync('pnpm', ['--filter', '@helmsman/app', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
