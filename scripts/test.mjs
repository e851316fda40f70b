// `pnpm test`: every test of the workspace in one Vitest run (unit, database on PGlite and Postgres,
// gateway, story tests in Chromium, pact consumer then provider, end-to-end in Chromium).
import { spawnSync } from 'node:child_process';

const run = (command, args) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });

let result = run(process.execPath, ['scripts/ensure-system-deps.mjs']);
if (result.status !== 0) process.exit(result.status ?? 1);
result = run('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)]);
process.exit(result.status ?? 1);
