import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server for tests, from Debian's server binaries, on loopback, with its data in
 * a fresh temp directory. Never pg_ctlcluster: that writes under /etc and /var/lib.
 */
export interface PostgresServer {
  /** Admin URL (user postgres, database postgres, trust auth). Tests create their own databases. */
  readonly url: string;
  /** Stops the server at once (no checkpoint: the data is thrown away) and deletes its directory. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** `PG_BIN_DIR`, or the newest `/usr/lib/postgresql/<version>/bin` that has initdb. */
export async function findPostgresBinDir(): Promise<string | null> {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  let versions: string[];
  try {
    versions = await readdir(POSTGRES_ROOT);
  } catch {
    return null;
  }
  const newestFirst = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const bin = join(POSTGRES_ROOT, version, 'bin');
    if (await exists(join(bin, 'initdb'))) return bin;
  }
  return null;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

const isRoot = () => process.getuid?.() === 0;

async function ensurePostgresBinDir(): Promise<string> {
  const found = await findPostgresBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL server binaries not found: run `apt-get install -y postgresql` (or set PG_BIN_DIR).',
    );
  }
  const options = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, maxBuffer: 16 * 1024 * 1024 };
  try {
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], options);
  } catch {
    // A fresh container has no package lists yet.
    await run('apt-get', ['update'], options);
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], options);
  }
  const installed = await findPostgresBinDir();
  if (!installed)
    throw new Error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql.');
  return installed;
}

/** initdb refuses to run as root, so as root every server command runs as the postgres user. */
function postgresCommand(bin: string, command: string, args: string[]): [string, string[]] {
  const program = join(bin, command);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

async function runPostgres(bin: string, command: string, args: string[]): Promise<void> {
  const [program, programArgs] = postgresCommand(bin, command, args);
  await run(program, programArgs, { maxBuffer: 16 * 1024 * 1024 });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function idOf(user: string, flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, user]);
  return Number(stdout.trim());
}

/**
 * A directory in memory (Linux's /dev/shm) when there is one, else the temp directory. Test databases
 * are thrown away after the run: on disk every CREATE DATABASE, TRUNCATE and DROP creates and unlinks
 * files through the file system's journal, which took several times as long here (a reset 300 ms
 * instead of 60 ms on a busy machine).
 */
export async function memoryTempDir(): Promise<string> {
  if (process.platform !== 'linux') return tmpdir();
  try {
    await access('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

export async function startPostgres(options: { parentDir?: string } = {}): Promise<PostgresServer> {
  const bin = await ensurePostgresBinDir();
  const dir = await mkdtemp(join(options.parentDir ?? tmpdir(), 'helmsman-pg-'));
  if (isRoot()) await chown(dir, await idOf('postgres', '-u'), await idOf('postgres', '-g'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const removeDir = () => rm(dir, { recursive: true, force: true });

  try {
    await runPostgres(bin, 'initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    // Another process may take the free port between the probe and the start; try again then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        await runPostgres(bin, 'pg_ctl', [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          '30',
          '-o',
          // Durability is pointless for data deleted after the run; these settings make it faster.
          `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
          'start',
        ]);
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          async stop() {
            try {
              await runPostgres(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
            } finally {
              await removeDir();
            }
          },
        };
      } catch (error) {
        if (attempt >= 3) {
          const log = await readFile(logFile, 'utf8').catch(() => '(no server log)');
          throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
        }
      }
    }
  } catch (error) {
    await removeDir();
    throw error;
  }
}

const SHARED_SERVER = Symbol.for('helmsman.sharedPostgres');
type SharedServer = { server: Promise<PostgresServer>; users: number };

/**
 * The run's test Postgres, once per process however many callers: the global setups of lapi-server's
 * and the gateway's projects run in the same Vitest process, and both want a server (about a second to
 * start, more on a busy machine; a second server would also hold its own memory). TEST_POSTGRES_URL
 * (e.g. a CI service container) is used instead of starting one. Each caller stops its share; the last
 * stop stops a started server (never an external one: that is not ours).
 */
export async function sharedPostgres(): Promise<PostgresServer> {
  const external = process.env.TEST_POSTGRES_URL;
  if (external) return { url: external, stop: async () => {} };
  // On globalThis: each project's global setup may load this module separately.
  const registry = globalThis as { [SHARED_SERVER]?: SharedServer };
  let shared = registry[SHARED_SERVER];
  if (!shared) {
    shared = { server: (async () => startPostgres({ parentDir: await memoryTempDir() }))(), users: 0 };
    registry[SHARED_SERVER] = shared;
  }
  const mine = shared;
  mine.users += 1;
  let server: PostgresServer;
  try {
    server = await mine.server;
  } catch (error) {
    if (registry[SHARED_SERVER] === mine) delete registry[SHARED_SERVER];
    throw error;
  }
  let stopped = false;
  return {
    url: server.url,
    async stop() {
      if (stopped) return;
      stopped = true;
      mine.users -= 1;
      if (mine.users > 0) return;
      if (registry[SHARED_SERVER] === mine) delete registry[SHARED_SERVER];
      await server.stop();
    },
  };
}

/**
 * Creates a database with a unique name on the server and returns its URL, so that test files running
 * in parallel never share tables. Empty, or a copy of `template` (a database name, e.g. one that
 * createTemplateDatabase migrated): a copy is ready sooner than an empty database is migrated.
 */
export async function createDatabase(
  serverUrl: string,
  prefix = 'lapi_test',
  template?: string,
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template))
    throw new Error(`Not a safe database name: ${template}`);
  await withClient(serverUrl, (client) =>
    client.query(
      template === undefined ? `create database ${name}` : `create database ${name} template ${template}`,
    ),
  );
  return databaseUrlOf(serverUrl, name);
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database name in a URL made by createDatabase. */
export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/**
 * Makes a database with `prepare` (e.g. migrations), then closes it to connections, so that it can
 * only serve as the template of createDatabase (CREATE DATABASE … TEMPLATE fails while anyone is
 * connected to the template). Returns its name.
 */
export async function createTemplateDatabase(
  serverUrl: string,
  prepare: (databaseUrl: string) => Promise<void>,
  prefix = 'lapi_template',
): Promise<string> {
  const databaseUrl = await createDatabase(serverUrl, prefix);
  const name = databaseNameOf(databaseUrl);
  try {
    await prepare(databaseUrl);
    await withClient(serverUrl, async (client) => {
      await client.query(`alter database ${name} with is_template true allow_connections false`);
      // `prepare` has closed its connections, but a backend may still be exiting.
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    });
    return name;
  } catch (error) {
    await dropDatabase(serverUrl, databaseUrl).catch(() => {});
    throw error;
  }
}

/** Drops a database made by createDatabase, closing any connection still open to it. */
export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = databaseNameOf(databaseUrl);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** Drops a template made by createTemplateDatabase (a template must become a database again first). */
export async function dropTemplateDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  await withClient(serverUrl, async (client) => {
    await client.query(`alter database ${name} with is_template false`);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
