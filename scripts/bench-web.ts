// `pnpm bench:web`: Lighthouse on the shop as built, with Lighthouse's default (mobile) profile: mobile
// screen emulation and simulated throttling; categories performance, accessibility and best practices.
// Starts its own shop (free port, temporary data directory), measures the shop's home page /, /shop and
// /login logged out and /dashboard and /orders logged in as the demo customer alex, 5 runs per page, and prints the median run of each
// page against the targets. Prints figures and misses; asserts nothing (exit 0 when targets are missed).
//   --runs N        runs per page (default 5)
//   --page /path    measure only this page (repeatable); a public page (the app's prerendered routes:
//                   /, /shop, /login, …) is measured logged out, any other page logged in as alex
//   --app DIR       measure this build (DIR from `vite build --outDir DIR`, its prerenderer in DIR-server)
//                   instead of building app/dist; given twice or more, the builds' runs alternate (A B A B…)
//                   on one shop each, so that a busy machine weighs on every build alike (an A/B test)
// Never run it alongside a load test (bench:lapi, autocannon, wrk): they share the 2 cores.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ReportGenerator } from 'lighthouse/report/generator/report-generator.js';
import { type BrowserContext, chromium } from 'playwright-core';
import { publicRoutes } from '../app/build/routes.ts';
import { buildAppIfChanged } from './app-build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { buildGateway } from './gateway-build.mjs';

// chrome-launcher comes with lighthouse (not a direct dependency of the workspace): load lighthouse's copy.
interface LaunchedChrome {
  port: number;
  process: ChildProcess;
  kill(): void;
}
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    userDataDir?: string;
    envVars: Record<string, string>;
    handleSIGINT: boolean;
    logLevel: 'silent';
  }): Promise<LaunchedChrome>;
}
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher: ChromeLauncher = await import(
  pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href
);
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The shared flags; chrome-launcher adds its own headless flag. */
const CHROME_FLAGS = [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), '--password-store=basic'];
const CUSTOMER = { email: 'alex@helmsman.test', password: 'Valhalla1' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, cls: 0.05 };

function usage(message: string): never {
  console.error(`bench:web: ${message}\nusage: pnpm bench:web [--runs N] [--page /path]… [--app DIR]…`);
  process.exit(2);
}
function readOptions() {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '5' },
        page: { type: 'string', multiple: true },
        app: { type: 'string', multiple: true },
      },
    }).values;
  } catch (error) {
    return usage((error as Error).message);
  }
}
const options = readOptions();
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs wants a whole number ≥ 1, not ${options.runs}`);
const pages = (options.page ?? ['/', '/shop', '/login', '/dashboard', '/orders']).map((page) => {
  if (!page.startsWith('/')) usage(`--page wants a path such as /orders, not ${page}`);
  return { path: page, loggedIn: !(publicRoutes as readonly string[]).includes(page) };
});

// Everything started here is stopped in reverse order at the end, on an error and on Ctrl-C.
const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
// Ctrl-C reaches this process twice (from the terminal and relayed by tsx): keep listening, or the
// second one would end the process in the middle of the clean-up.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping Chromium and the shop…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/**
 * Headless Chromium leaves a /tmp/org.chromium.Chromium.* folder (its profile lock socket) behind
 * every run, even on a clean shutdown: ours go to a temporary TMPDIR that is removed at the end.
 */
let chromeTmp: string | undefined;
function chromeEnv(): Record<string, string> {
  chromeTmp ??= temporaryDirectory('helmsman-bench-web-chromium-tmp-');
  return { ...(process.env as Record<string, string>), TMPDIR: chromeTmp };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A copy of app/dist (and app/dist-server) for the shop to serve (APP_DIR): app/dist is shared, and a `pnpm start` or a
 * bench elsewhere that rebuilds it during the runs would swap the bundle under the measurement. A copy
 * taken while a build is writing lacks files index.html names: then it is taken again.
 */
async function snapshotApp(dist = path.join(repoRoot, 'app/dist')): Promise<string> {
  const copy = temporaryDirectory('helmsman-bench-web-app-');
  for (let attempt = 1; ; attempt += 1) {
    let missing: string[];
    try {
      rmSync(copy, { recursive: true, force: true });
      cpSync(dist, copy, { recursive: true });
      const index = path.join(copy, 'index.html');
      const named = existsSync(index)
        ? [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/([^"]+)"/g)].map(
            (match) => match[1] ?? '',
          )
        : ['index.html'];
      missing = named.filter((file) => !existsSync(path.join(copy, file)));
    } catch (error) {
      missing = [(error as Error).message]; // a file went while it was copied
    }
    if (missing.length === 0) {
      // The prerenderer of the public pages, where the gateway looks for it (beside APP_DIR).
      cpSync(`${dist}-server`, `${copy}-server`, { recursive: true });
      cleanups.push(() => rmSync(`${copy}-server`, { recursive: true, force: true }));
      return copy;
    }
    if (attempt === 30)
      throw new Error(`app/dist stays incomplete (no ${missing.join(', ')}): is a build stuck?`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** The shop's log (pino JSON lines) in short: one line per distinct message, with its count. */
function summariseLog(output: string): string[] {
  const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 80)} … ${text.slice(-110)}` : text);
  const counts = new Map<string, number>();
  for (const line of output.split('\n').filter((line) => line.trim())) {
    let text = line;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        component?: string;
        msg?: string;
        err?: { message?: string };
      };
      const level = entry.level !== undefined && entry.level >= 50 ? 'error' : 'warn';
      text = [level, entry.component, entry.msg, entry.err?.message].filter(Boolean).join(': ');
    } catch {
      // not JSON: as it is
    }
    text = shorten(text.replace(/\s+/g, ' '));
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const lines = [...counts].map(([text, count]) => `${count}× ${text}`);
  return lines.length > 10 ? [...lines.slice(0, 10), `… and ${lines.length - 10} other messages`] : lines;
}

let gatewayMain: Promise<string> | undefined;

/** The gateway (with the embedded legacy API on PGlite) on a free port and a new data directory. */
async function startShop(appDir: string): Promise<string> {
  // The gateway as `pnpm start` runs it: bundled (scripts/gateway-build.mjs).
  gatewayMain ??= buildGateway(temporaryDirectory('helmsman-bench-web-gateway-'));
  const main = await gatewayMain;
  // The port is only known free when asked: another process may bind it first; then try another one.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    let output = '';
    const gateway: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: temporaryDirectory('helmsman-bench-web-data-'),
        APP_DIR: appDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [gateway.stdout, gateway.stderr]) stream?.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    cleanups.push(async () => {
      if (gateway.exitCode === null && gateway.signalCode === null) {
        gateway.kill('SIGTERM');
        await exited;
      }
      const logged = summariseLog(output);
      if (logged.length > 0) console.log(`\nthe shop logged (LOG_LEVEL=warn):\n  ${logged.join('\n  ')}`);
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (gateway.exitCode !== null || gateway.signalCode !== null) break;
      if (Date.now() > deadline) throw new Error(`the shop was not healthy within 120 s:\n${output}`);
      try {
        if ((await fetch(`${url}/health`)).status === 200) return url;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (attempt === 3 || !output.includes('EADDRINUSE'))
      throw new Error(`the shop exited with code ${gateway.exitCode} before it was healthy:\n${output}`);
    output = '';
  }
}

/**
 * Logs alex in through the real login form in a persistent Chromium profile and returns the profile:
 * it then holds the lead id in local storage and the httpOnly session cookie the app needs.
 */
async function logIn(url: string): Promise<string> {
  const profile = temporaryDirectory('helmsman-bench-web-profile-');
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROME_FLAGS,
    env: chromeEnv(),
    handleSIGINT: false,
    timeout: 60_000,
  });
  const closed = context.close.bind(context);
  cleanups.push(closed);
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${url}/dashboard`);
    await page.waitForLoadState('networkidle');
  } catch (error) {
    throw new Error(`logging in as ${CUSTOMER.email} at ${url}/login failed: ${(error as Error).message}`);
  }
  // Closing the context closes Chromium, which writes local storage and cookies to the profile. Then
  // its caches go (HTTP cache, V8 code cache, GPU cache), so that runs from it are first visits.
  cleanups.splice(cleanups.indexOf(closed), 1);
  await context.close();
  for (const cache of ['Cache', 'Code Cache', 'GPUCache'])
    rmSync(path.join(profile, 'Default', cache), { recursive: true, force: true });
  return profile;
}

/** A run Lighthouse could not complete (e.g. NO_NAVSTART on a busy machine): worth another try. */
class LighthouseRunFailed extends Error {
  constructor(url: string, error: { code: string; message: string }) {
    super(`Lighthouse on ${url}: ${error.code} ${error.message}`);
  }
}
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a Chromium of its own. Logged out: a new temporary profile and Lighthouse's
 * usual storage reset. Logged in: `disableStorageReset`, which keeps local storage and cookies but also
 * the HTTP cache. To measure a first visit we chose deleting the profile's cache folders (after the
 * login, see logIn) over a Lighthouse option, and every run gets a fresh copy of that cache-less
 * profile: no run inherits the cache or anything else of the run before it.
 */
async function measure(url: string, loginProfile: string | undefined): Promise<Result> {
  let profile: string | undefined;
  if (loginProfile) {
    profile = temporaryDirectory('helmsman-bench-web-run-');
    cpSync(loginProfile, profile, { recursive: true, verbatimSymlinks: true });
  }
  const chrome: LaunchedChrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    ...(profile ? { userDataDir: profile } : {}),
    envVars: chromeEnv(),
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const killed = async () => {
    const exited = once(chrome.process, 'exit');
    chrome.kill(); // SIGKILL to Chromium's process group; it also removes chrome-launcher's own profile
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
  };
  cleanups.push(killed);
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: profile !== undefined,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunFailed(url, lhr.runtimeError);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) {
      throw new Error(
        `Lighthouse asked for ${url} but the page ended on ${lhr.finalDisplayedUrl}` +
          (profile ? ': the login did not hold (lead id in local storage + session cookie)' : ''),
      );
    }
    return lhr;
  } finally {
    cleanups.splice(cleanups.indexOf(killed), 1);
    await killed();
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The median of the scores; of an even count, the lower of the middle two. */
const medianScore = (scores: number[]) =>
  [...scores].sort((a, b) => a - b)[Math.floor((scores.length - 1) / 2)] ?? 0;

/**
 * The median run by performance score. Lighthouse's computeMedianRun alone picks the run closest to
 * the median FCP and TTI, whose score can be another run's; it decides here among the runs that have
 * the median score.
 */
function medianRun(lhrs: Result[]): Result {
  const median = medianScore(lhrs.map((lhr) => score(lhr, 'performance')));
  return computeMedianRun(lhrs.filter((lhr) => score(lhr, 'performance') === median));
}

/** Audits that cost a category points in this run: id, title and Lighthouse's explanation or items. */
function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [audit] : [];
    })
    .map((audit) => {
      const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => {
          const node = item.node as { selector?: string; snippet?: string } | undefined;
          return node?.selector ?? node?.snippet ?? item.description ?? item.url ?? JSON.stringify(item);
        })
        .join('; ');
      const more = items.length > 3 ? ` (+${items.length - 3} more)` : '';
      const why = audit.explanation ?? audit.displayValue ?? '';
      return `${audit.id}: ${audit.title}${why ? ` — ${why}` : ''}${where ? ` [${where}${more}]` : ''}`;
    });
}

async function main() {
  console.log(
    `bench:web: Lighthouse ${runs}× per page, mobile profile (simulated throttling). Never run it alongside a ` +
      'load test (bench:lapi, autocannon, wrk): they share the cores and skew every figure.',
  );
  const builds = (options.app ?? []).map((dir) => path.resolve(dir));
  if (builds.length === 0) {
    const status = buildAppIfChanged();
    if (status !== 0) throw new Error(`the app build failed (exit ${status})`);
  }
  const shops: Array<{ label: string; url: string; profile: string | undefined }> = [];
  for (const build of builds.length > 0 ? builds : [undefined]) {
    const url = await startShop(await snapshotApp(build));
    const profile = pages.some((page) => page.loggedIn) ? await logIn(url) : undefined;
    shops.push({ label: build && builds.length > 1 ? ` [${path.basename(build)}]` : '', url, profile });
  }
  const loadAtStart = loadavg()[0] ?? 0;

  const results: Array<{ path: string; median: Result; scores: number[] }> = [];
  for (const page of pages) {
    const lhrs = shops.map((): Result[] => []);
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, { label, url, profile }] of shops.entries()) {
        const started = performance.now();
        let lhr: Result | undefined;
        for (let attempt = 1; !lhr; attempt += 1) {
          try {
            lhr = await measure(`${url}${page.path}`, page.loggedIn ? profile : undefined);
          } catch (error) {
            if (!(error instanceof LighthouseRunFailed) || attempt === ATTEMPTS) throw error;
            console.log(`  ${page.path}${label} run ${run}/${runs}: ${error.message}; trying again`);
          }
        }
        lhrs[index]?.push(lhr);
        console.log(
          `  ${page.path}${label} run ${run}/${runs}: performance ${score(lhr, 'performance')} (${seconds(performance.now() - started)})`,
        );
      }
    }
    for (const [index, { label }] of shops.entries()) {
      const pageRuns = lhrs[index] ?? [];
      results.push({
        path: `${page.path}${label}`,
        median: medianRun(pageRuns),
        scores: pageRuns.map((lhr) => score(lhr, 'performance')),
      });
    }
  }
  const reports = mkdtempSync(path.join(tmpdir(), 'helmsman-bench-web-reports-')); // kept
  for (const { path: page, median } of results) {
    const name = page
      .replace(/^\/(?= |$)/, 'root')
      .replace(/^\/+/, '')
      .replace(/[^\w-]+/g, '-');
    writeFileSync(
      path.join(reports, `${name}.html`),
      ReportGenerator.generateReport(median, 'html') as string,
    );
    // The JSON too, for what the HTML shows only by hand (long tasks by script, main-thread work).
    writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(median));
  }

  const header = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'bytes transferred',
    'targets',
  ];
  const misses: string[] = [];
  const rows = results.map(({ path: page, median }) => {
    const figures = {
      performance: score(median, 'performance'),
      accessibility: score(median, 'accessibility'),
      bestPractices: score(median, 'best-practices'),
      cls: metric(median, 'cumulative-layout-shift'),
    };
    const missed = [
      figures.performance < TARGETS.performance &&
        `performance ${figures.performance} < ${TARGETS.performance}`,
      figures.accessibility < TARGETS.accessibility &&
        `accessibility ${figures.accessibility} < ${TARGETS.accessibility}`,
      figures.bestPractices < TARGETS.bestPractices &&
        `best practices ${figures.bestPractices} < ${TARGETS.bestPractices}`,
      !(figures.cls <= TARGETS.cls) && `CLS ${figures.cls.toFixed(3)} > ${TARGETS.cls}`,
    ].filter((miss): miss is string => typeof miss === 'string');
    if (missed.length > 0) {
      misses.push(`${page}: ${missed.join(', ')}`);
      for (const category of ['accessibility', 'best-practices'])
        for (const audit of failingAudits(median, category)) misses.push(`    ${category} ${audit}`);
    }
    return [
      page,
      String(figures.performance),
      String(figures.accessibility),
      String(figures.bestPractices),
      seconds(metric(median, 'first-contentful-paint')),
      seconds(metric(median, 'largest-contentful-paint')),
      `${Math.round(metric(median, 'total-blocking-time'))} ms`,
      figures.cls.toFixed(3),
      `${(metric(median, 'total-byte-weight') / 1024).toFixed(1)} KiB`,
      missed.length === 0 ? '✓' : '✗',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join(' | ');

  console.log(
    `\nmedian run of ${runs} per page (Lighthouse ${results[0]?.median.lighthouseVersion}, mobile):`,
  );
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
  console.log('\nperformance per run:');
  for (const { path: page, scores } of results)
    console.log(`  ${page.padEnd(widths[0] ?? 0)}  ${scores.join(' ')}  (median ${medianScore(scores)})`);
  console.log(
    `\ntargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ${TARGETS.bestPractices}, CLS ≤ ${TARGETS.cls}`,
  );
  if (misses.length === 0) console.log('all targets met');
  else console.log(`MISSED:\n  ${misses.join('\n  ')}`);
  console.log(
    `\nload average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end ` +
      `(${availableParallelism()} cores): a busy machine lowers performance; compare runs made alike.`,
  );
  console.log(`HTML and JSON reports of the median runs: ${reports}`);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  // After Ctrl-C, Lighthouse fails on the Chromium that was just stopped: no news.
  if (!stopping) console.error(`\nbench:web failed: ${(error as Error).stack ?? error}`);
} finally {
  await cleanUp();
}
