import PgBoss from 'pg-boss';
import type { Database } from '../db/open.ts';
import { type Renewal, type RenewalContext, renewDueSubscriptions } from './renew.ts';

/**
 * When renewals run: at start-up and then every `everyMinutes`. On Postgres as a pg-boss job, so that
 * any number of lapi-servers on one database renew once per interval (the timers send a throttled
 * job: one per time slot, whoever sends it; a start-up sends one unless one is waiting; a stately
 * queue runs one at a time); on PGlite, which only this process can open, on an in-process timer.
 * Either way the database's unique key on (subscription, due date) is what finally makes a renewal
 * happen once (renew.ts). Stopping waits for a run in progress.
 */

export interface RenewalScheduleOptions {
  /** Minutes between runs (RENEWAL_INTERVAL_MINUTES); default 60. */
  readonly everyMinutes?: number | undefined;
  /** Called after each run that this process made, e.g. for tests to wait on. */
  readonly onRun?: ((renewals: readonly Renewal[]) => void) | undefined;
}

export interface RenewalScheduler {
  /** Asks for a run now (on Postgres: a job, unless one is already waiting). */
  trigger(): Promise<void>;
  /** Stops the timer (and the pg-boss worker) after the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

/** What a backend provides: a run on request, a run per timer tick, and stopping after the current run. */
interface Schedule extends RenewalScheduler {
  tick(): Promise<void>;
}

export const DEFAULT_RENEWAL_INTERVAL_MINUTES = 60;

/** The pg-boss queue of renewal runs. */
export const RENEWAL_QUEUE = 'subscription-renewals';

export function renewalIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.RENEWAL_INTERVAL_MINUTES ?? DEFAULT_RENEWAL_INTERVAL_MINUTES);
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new Error('RENEWAL_INTERVAL_MINUTES must be a whole number of minutes, at least 1');
  }
  return minutes;
}

export async function scheduleRenewals(
  database: Database,
  context: RenewalContext,
  options: RenewalScheduleOptions = {},
): Promise<RenewalScheduler> {
  const everyMinutes = options.everyMinutes ?? DEFAULT_RENEWAL_INTERVAL_MINUTES;
  const runner = serialRunner(context, options.onRun);
  const scheduler =
    database.executeSql === undefined
      ? runner
      : await pgBossSchedule(database.executeSql, context, runner, everyMinutes);
  // Neither start-up nor the timer waits for a run: a long one must not hold up the server. Stopping
  // waits for the last request (on Postgres, a job being sent).
  let lastRequest: Promise<void> = Promise.resolve();
  const request = (ask: () => Promise<void>) => {
    lastRequest = ask().catch((error: unknown) => {
      context.logger.error({ err: error }, 'could not start a renewal run');
    });
  };
  const timer = setInterval(() => request(scheduler.tick), everyMinutes * 60_000);
  // A server with nothing else to do may exit: the timer must not keep it alive.
  timer.unref();
  request(scheduler.trigger);
  return {
    trigger: () => scheduler.trigger(),
    async stop() {
      clearInterval(timer);
      await lastRequest;
      await scheduler.stop();
    },
  };
}

/** Runs renewals in this process, one run at a time: a tick during a run waits for it. */
function serialRunner(
  context: RenewalContext,
  onRun: RenewalScheduleOptions['onRun'],
): Schedule & { run(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const renewals = await renewDueSubscriptions(context);
        if (renewals.length > 0) context.logger.info({ renewals }, 'renewed due subscriptions');
        onRun?.(renewals);
      } catch (error) {
        context.logger.error({ err: error }, 'renewal run failed');
      }
    });
    return running;
  };
  return {
    run,
    trigger: run,
    tick: run,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function pgBossSchedule(
  executeSql: NonNullable<Database['executeSql']>,
  context: RenewalContext,
  runner: ReturnType<typeof serialRunner>,
  everyMinutes: number,
): Promise<Schedule> {
  // pg-boss 10 marks a finished job complete without awaiting it (manager.js, onFetch), so its stop can
  // resolve with that query still on its way; once the caller closes the pool, the query rejects
  // unhandled. Its queries are counted here, and stop() waits for them.
  const queries = new Set<Promise<unknown>>();
  const trackedSql: typeof executeSql = (text, values) => {
    const query = executeSql(text, values);
    queries.add(query);
    const forget = () => queries.delete(query);
    query.then(forget, forget);
    return query;
  };
  const boss = new PgBoss({
    // The server's own pool: pg-boss's tables live in the pgboss schema of the same database.
    db: { executeSql: trackedSql },
    // No cron: each server's timer sends a throttled job (below), so one setting serves both backends.
    schedule: false,
  });
  boss.on('error', (error) => context.logger.error({ err: error }, 'pg-boss failed'));
  await boss.start();
  await ensureQueue(boss);
  const workerId = await boss.work(RENEWAL_QUEUE, () => runner.run());
  return {
    // At start-up and on request: a job unless one is already waiting (the stately queue holds one
    // waiting and one running), so a server that starts always has a run after its start.
    async trigger() {
      if (await boss.send(RENEWAL_QUEUE, {})) boss.notifyWorker(workerId);
    },
    // The timer's: one job per slot of the interval, whichever server sends it first; the others get null.
    async tick() {
      const sent = await boss.send(RENEWAL_QUEUE, {}, { singletonSeconds: everyMinutes * 60 });
      if (sent) boss.notifyWorker(workerId);
    },
    async stop() {
      // Graceful: pg-boss waits for the job this worker holds, then stops polling.
      await boss.stop({ graceful: true, wait: true, close: false });
      await runner.stop();
      await Promise.allSettled([...queries]);
    },
  };
}

/**
 * Creates the queue unless it exists (pg-boss's create_queue does nothing for an existing one).
 * Servers starting together can deadlock on it (it creates and attaches a partition while the other
 * server already queries the job table); Postgres then fails one of them, which tries again.
 */
async function ensureQueue(boss: PgBoss, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(RENEWAL_QUEUE)) return;
      await boss.createQueue(RENEWAL_QUEUE, { name: RENEWAL_QUEUE, policy: 'stately' });
      return;
    } catch (error) {
      if (attempt >= attempts || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
    }
  }
}

/** Postgres's SQLSTATE for a transaction it chose as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';
