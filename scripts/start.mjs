// `pnpm start`: builds the app when it has not been built yet or its sources changed since the build,
// bundles the gateway (about a second; gateway-build.mjs), then starts it (and, without LAPI_URL, the
// embedded legacy API on PGlite under .data/).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildAppIfChanged } from './app-build.mjs';
import { buildGateway } from './gateway-build.mjs';

const status = buildAppIfChanged();
if (status !== 0) process.exit(status);

const main = await buildGateway(fileURLToPath(new URL('../gateway/dist', import.meta.url)));
const gateway = spawn(process.execPath, ['--enable-source-maps', main], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
