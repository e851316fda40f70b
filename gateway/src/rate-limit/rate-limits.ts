import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { type ClientIpResolver, createClientIpResolver } from './client-ip.ts';
import {
  backoffSeconds,
  type CredentialLimits,
  RATE_LIMITS,
  type RateLimitTable,
  type WindowLimit,
} from './limits.ts';

/**
 * The gateway's rate limits (rate-limiter-flexible). With DATABASE_URL the counts live in one Postgres
 * table, so every gateway on that database sees the same counts; otherwise (the embedded default, one
 * gateway) in this process's memory. Created once per shop (shop.ts) and handed to the GraphQL context
 * and the HTTP routes, as the legacy client is.
 */

/** Over a limit: the caller answers RATE_LIMITED (GraphQL) or 429 with Retry-After (HTTP). */
export class RateLimited extends Error {
  /** Whole seconds until a retry can succeed (at least 1). */
  readonly retryAfterSeconds: number;
  constructor(msBeforeNext: number, reason?: string) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super(rateLimitedMessage(seconds, reason));
    this.name = 'RateLimited';
    this.retryAfterSeconds = seconds;
  }
}

/**
 * 'Too many attempts. Please try again in 2 minutes.' Minutes and hours are rounded up, and a count
 * that rounds up to the next unit is said in it: 59 min 59 s is '1 hour', not '60 minutes' (an hour's
 * window read a second after it opened was '60 minutes').
 */
export function rateLimitedMessage(seconds: number, reason = 'Too many attempts.'): string {
  const minutes = Math.ceil(seconds / 60);
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${reason} Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
}

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/** The library rejects with a RateLimiterRes when over the limit; anything else is a store failure. */
function overLimit(error: unknown, reason?: string): never {
  if (error instanceof RateLimiterRes) throw new RateLimited(error.msBeforeNext, reason);
  throw error;
}

/** A record that has not expired (the memory store deletes expired records on a timer, so check). */
function live(res: RateLimiterRes | null): res is RateLimiterRes {
  return res !== null && res.msBeforeNext > 0;
}

/** `points` per `seconds` per key. */
export class WindowCounter {
  constructor(
    private readonly limiter: Limiter,
    readonly limit: WindowLimit,
    /** The first sentence of the refusal, where 'Too many attempts.' would not say it (a quota). */
    private readonly reason?: string,
  ) {}

  /** Counts one attempt now; throws RateLimited (and counts nothing more) when it is over the limit. */
  async take(key: string | number): Promise<void> {
    await this.limiter.consume(String(key)).catch((error: unknown) => overLimit(error, this.reason));
  }

  /** Throws RateLimited when the key has no room left, without counting (see `count`). */
  async ensureRoom(key: string | number): Promise<void> {
    const res = await this.limiter.get(String(key));
    if (live(res) && res.consumedPoints >= this.limit.points)
      throw new RateLimited(res.msBeforeNext, this.reason);
  }

  /**
   * Counts one without refusing: for keys the request cannot be trusted with until the legacy API has
   * answered (a customer id from a cookie: a forged cookie must not use up someone else's quota).
   */
  async count(key: string | number): Promise<void> {
    await this.limiter.penalty(String(key));
  }

  /** Gives back one point (an attempt that turned out not to count). */
  async giveBack(key: string | number): Promise<void> {
    await this.limiter.reward(String(key));
  }

  async reset(key: string | number): Promise<void> {
    await this.limiter.delete(String(key));
  }
}

/** What the caller reports once the password was checked. */
export interface CredentialAttempt {
  /** Wrong password: counts a failure; answers the run of failures and the wait it now imposes. */
  failed(): Promise<{ failures: number; waitSeconds: number }>;
  /** Right password: the account's failures are forgotten, and the address's attempt is given back. */
  succeeded(): Promise<void>;
  /** No verdict (the legacy API failed): nothing is counted. */
  abandoned(): Promise<void>;
}

/**
 * Login and the current-password check: a wait that doubles after `backoffAfter` failures in a row,
 * at most `failuresPerAccount`, and at most `failuresPerIp` from one address. Attempts are counted
 * before the password is checked, so that parallel guesses cannot race past the caps.
 */
export class CredentialGuard {
  constructor(
    readonly limits: CredentialLimits,
    private readonly limiters: {
      streak: Limiter;
      backoff: Limiter;
      perAccount: WindowCounter;
      perIp: WindowCounter;
    },
  ) {}

  /** Throws RateLimited when this account or address must wait; else counts the attempt. */
  async begin(account: string, ip: string): Promise<CredentialAttempt> {
    const key = accountKey(account);
    const { streak, backoff, perAccount, perIp } = this.limiters;
    const waiting = await backoff.get(key);
    if (live(waiting)) throw new RateLimited(waiting.msBeforeNext);
    await perIp.take(ip);
    try {
      await perAccount.take(key);
    } catch (error) {
      await perIp.giveBack(ip);
      throw error;
    }
    return {
      failed: async () => {
        const run = await streak.penalty(key);
        const waitSeconds = backoffSeconds(this.limits, run.consumedPoints);
        if (waitSeconds > 0) await backoff.set(key, 1, waitSeconds);
        return { failures: run.consumedPoints, waitSeconds };
      },
      succeeded: async () => {
        await Promise.all([
          perAccount.reset(key),
          streak.delete(key),
          backoff.delete(key),
          perIp.giveBack(ip),
        ]);
      },
      abandoned: async () => {
        await Promise.all([perAccount.giveBack(key), perIp.giveBack(ip)]);
      },
    };
  }
}

/**
 * Accounts are e-mail addresses (or customer ids): stored hashed, so the table holds no addresses and
 * every key fits its column.
 */
export function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}

export interface RateLimits {
  readonly table: RateLimitTable;
  /** 'postgres' when the counts are shared through DATABASE_URL. */
  readonly store: 'memory' | 'postgres';
  /** The client's address from a request's socket peer and X-Forwarded-For (TRUSTED_PROXIES). */
  readonly clientIp: ClientIpResolver;
  readonly login: CredentialGuard;
  readonly passwordCheck: CredentialGuard;
  readonly resetRequestsPerIp: WindowCounter;
  readonly cardUpdatesPerCustomer: WindowCounter;
  readonly cardUpdatesPerIp: WindowCounter;
  readonly uploadsPerIp: WindowCounter;
  readonly uploadsPerCustomer: WindowCounter;
  readonly errorNoticesPerIp: WindowCounter;
  readonly clicksPerIp: WindowCounter;
  readonly signUpsPerIp: WindowCounter;
  readonly couponTriesPerIp: WindowCounter;
  readonly couponTriesPerCustomer: WindowCounter;
  readonly stateWaitlistPerIp: WindowCounter;
  readonly phoneTextsPerCustomer: WindowCounter;
  readonly phoneTextsPerIp: WindowCounter;
  readonly phoneChecksPerCustomer: WindowCounter;
  readonly phoneChecksPerIp: WindowCounter;
  readonly visitFeedbackPerCustomer: WindowCounter;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Postgres for the counts (shared by every gateway on it); without it, memory. */
  databaseUrl?: string | undefined;
  /** TRUSTED_PROXIES: addresses and CIDR ranges whose X-Forwarded-For is believed. */
  trustedProxies?: readonly string[];
  /** The numbers; tests pass smaller ones. Default: RATE_LIMITS. */
  table?: RateLimitTable;
  /** Store failures (Postgres unreachable) are logged here. */
  logger?: Logger;
}

/** The per-customer upload quota's refusal: not an attack, so not 'too many attempts'. */
export const UPLOAD_QUOTA_REACHED = "You've sent as many photos as we can take in a day.";

/** The one table every limiter shares (each under its own key prefix). */
export const RATE_LIMIT_TABLE_NAME = 'gateway_rate_limits';

type LimiterFactory = (name: string, points: number, seconds: number) => Limiter;

function build(
  table: RateLimitTable,
  store: RateLimits['store'],
  trustedProxies: readonly string[],
  limiter: LimiterFactory,
  close: () => Promise<void>,
): RateLimits {
  const counter = (name: string, limit: WindowLimit, reason?: string) =>
    new WindowCounter(limiter(name, limit.points, limit.seconds), limit, reason);
  const guard = (name: string, limits: CredentialLimits) =>
    new CredentialGuard(limits, {
      streak: limiter(`${name}_streak`, 1, limits.streakSeconds),
      // Holds one record per waiting account, for the wait's length (set per record).
      backoff: limiter(`${name}_backoff`, 1, limits.backoffMaxSeconds),
      perAccount: counter(`${name}_account`, limits.failuresPerAccount),
      perIp: counter(`${name}_ip`, limits.failuresPerIp),
    });
  return {
    table,
    store,
    clientIp: createClientIpResolver(trustedProxies),
    login: guard('login', table.login),
    passwordCheck: guard('password_check', table.passwordCheck),
    resetRequestsPerIp: counter('reset_ip', table.resetRequestsPerIp),
    cardUpdatesPerCustomer: counter('card_customer', table.cardUpdatesPerCustomer),
    cardUpdatesPerIp: counter('card_ip', table.cardUpdatesPerIp),
    uploadsPerIp: counter('upload_ip', table.uploadsPerIp),
    uploadsPerCustomer: counter('upload_customer', table.uploadsPerCustomer, UPLOAD_QUOTA_REACHED),
    errorNoticesPerIp: counter('notice_ip', table.errorNoticesPerIp),
    clicksPerIp: counter('click_ip', table.clicksPerIp),
    signUpsPerIp: counter('signup_ip', table.signUpsPerIp),
    couponTriesPerIp: counter('coupon_ip', table.couponTriesPerIp),
    couponTriesPerCustomer: counter('coupon_customer', table.couponTriesPerCustomer),
    stateWaitlistPerIp: counter('waitlist_ip', table.stateWaitlistPerIp),
    phoneTextsPerCustomer: counter('phone_text_customer', table.phoneTextsPerCustomer),
    phoneTextsPerIp: counter('phone_text_ip', table.phoneTextsPerIp),
    phoneChecksPerCustomer: counter('phone_check_customer', table.phoneChecksPerCustomer),
    phoneChecksPerIp: counter('phone_check_ip', table.phoneChecksPerIp),
    visitFeedbackPerCustomer: counter('visit_feedback_customer', table.visitFeedbackPerCustomer),
    close,
  };
}

/** In this process's memory: the embedded default (one gateway), and tests. */
export function createMemoryRateLimits(options: Omit<RateLimitOptions, 'databaseUrl'> = {}): RateLimits {
  return build(
    options.table ?? RATE_LIMITS,
    'memory',
    options.trustedProxies ?? [],
    (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
    async () => {},
  );
}

/** In Postgres when `databaseUrl` is given (shared by every gateway on it), else in memory. */
export async function createRateLimits(options: RateLimitOptions = {}): Promise<RateLimits> {
  const { databaseUrl, logger } = options;
  if (!databaseUrl) return createMemoryRateLimits(options);
  // A few connections: each limited request makes one or two short statements.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 30_000 });
  // An idle connection's error (the server restarted) must not crash the gateway; the next query reconnects.
  pool.on('error', (error) => logger?.warn({ err: error }, 'rate limit store: idle connection failed'));
  try {
    // The library creates its table itself, but per limiter and in the background; once, here, instead.
    await pool.query(
      `create table if not exists ${RATE_LIMIT_TABLE_NAME} (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
  } catch (error) {
    // Two gateways starting together may both create it: the loser sees a duplicate type.
    if ((error as { code?: string }).code !== '23505') {
      await pool.end();
      throw error;
    }
  }
  let first = true;
  return build(
    options.table ?? RATE_LIMITS,
    'postgres',
    options.trustedProxies ?? [],
    (keyPrefix, points, duration) => {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE_NAME,
        tableCreated: true,
        keyPrefix,
        points,
        duration,
        // Expired rows of the shared table are deleted by one limiter (every 5 minutes), not by each.
        clearExpiredByTimeout: first,
        // When Postgres cannot be reached, this gateway keeps limiting on its own rather than not at all.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      });
      first = false;
      return limiter;
    },
    () => pool.end(),
  );
}
