// `pnpm start`: builds the app when it has not been built yet or its sources changed since the build,
// then starts the gateway (and, without LAPI_URL, the embedded legacy API on PGlite under .data/).
import { spawn } from 'node:child_process';
import { buildAppIfChanged } from './app-build.mjs';

const status = buildAppIfChanged();
if (status !== 0) process.exit(status);

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
