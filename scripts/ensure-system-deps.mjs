// Installs what the tests need from Debian when it is missing: Chromium's headless shell (story and
// end-to-end tests; scripts/chromium.ts), the whole Chromium (Lighthouse, `pnpm bench:web`) and
// PostgreSQL server binaries (the database tests run on PGlite and on a throwaway Postgres).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
const pgRoot = '/usr/lib/postgresql';
const hasPostgres =
  existsSync(pgRoot) && readdirSync(pgRoot).some((v) => existsSync(`${pgRoot}/${v}/bin/initdb`));
if (!hasPostgres) missing.push('postgresql');

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

// The tests' browser (scripts/chromium.ts). Without it the tests run in the whole chromium, only slower,
// so a machine that cannot install it still tests.
if (!existsSync('/usr/bin/chromium-headless-shell') && process.getuid?.() === 0) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    console.log('Installing chromium-headless-shell from Debian…');
    if (missing.length === 0) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
  } catch {
    console.log('chromium-headless-shell could not be installed: the tests use chromium, only slower.');
  }
}
