// Verifies the committed pact against a legacy API: the in-process lapi-server by default, or
//   pnpm --filter @helmsman/contracts verify -- --base-url https://legacy.example.com --states-url https://legacy.example.com/_pact/states
// (or PROVIDER_BASE_URL / PROVIDER_STATES_URL in the environment). See contracts/README.md.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const options = { '--base-url': 'PROVIDER_BASE_URL', '--states-url': 'PROVIDER_STATES_URL' };
const env = { ...process.env };
const args = process.argv.slice(2).filter((arg) => arg !== '--');
for (let index = 0; index < args.length; index += 1) {
  const [flag, inline] = args[index].split(/=(.*)/s, 2);
  const variable = options[flag];
  let value = inline;
  if (value === undefined) {
    index += 1;
    value = args[index];
  }
  if (!variable || !value) {
    console.error(
      `Usage: verify [--base-url URL [--states-url URL]]  (unknown or incomplete: ${args.join(' ')})`,
    );
    process.exit(2);
  }
  env[variable] = value;
}

const contracts = fileURLToPath(new URL('..', import.meta.url));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const { status } = spawnSync(
  process.execPath,
  [vitest, 'run', '--project', 'contracts-provider', 'provider/legacy-api.verify.test.ts'],
  { cwd: contracts, env, stdio: 'inherit' },
);
process.exit(status ?? 1);
