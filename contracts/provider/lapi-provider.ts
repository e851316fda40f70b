import { createLogger, migrateDatabase, openDatabase, startLapiServer } from '@helmsman/lapi-server';
import { resetDatabase } from '@helmsman/lapi-server/testing';
import type { StateHandlers } from './pact-types.ts';
import { forwardingStateHandlers, inProcessStateHandlers } from './states.ts';

/** The legacy API a verification runs against, and how its provider states get set up. */
export interface ProviderUnderTest {
  readonly baseUrl: string;
  /** For the test title and failure messages. */
  readonly label: string;
  readonly stateHandlers: StateHandlers;
  /** Runs once before each interaction, before its states. */
  readonly beforeEach?: () => Promise<void>;
  close(): Promise<void>;
}

export interface ProviderEnv {
  /** Verify a running legacy API instead of the in-process lapi-server. */
  readonly PROVIDER_BASE_URL?: string | undefined;
  /** That API's state-change endpoint (Pact's standard `{ state, params, action }` POST). */
  readonly PROVIDER_STATES_URL?: string | undefined;
}

/**
 * Without PROVIDER_BASE_URL: lapi-server in this process, on a fresh in-memory PGlite, reset to the
 * demo data before every interaction. With it: that URL, its states set up through PROVIDER_STATES_URL.
 */
export async function startProviderUnderTest(
  env: ProviderEnv,
  stateNames: readonly string[],
): Promise<ProviderUnderTest> {
  const remote = env.PROVIDER_BASE_URL?.trim();
  if (remote) {
    const statesUrl = env.PROVIDER_STATES_URL?.trim();
    if (!statesUrl) {
      throw new Error(
        'PROVIDER_BASE_URL is set but PROVIDER_STATES_URL is not: the pact needs provider states ' +
          '(sessions with fixed tokens, a known order history) that only the provider can set up. See contracts/README.md.',
      );
    }
    const baseUrl = remote.replace(/\/$/, '');
    await assertReachable(baseUrl);
    return {
      baseUrl,
      label: remote,
      stateHandlers: forwardingStateHandlers(statesUrl, stateNames),
      close: async () => {},
    };
  }

  const database = await openDatabase();
  try {
    await migrateDatabase(database);
    await resetDatabase(database.db);
    const server = await startLapiServer({
      database,
      host: '127.0.0.1',
      port: 0,
      logger: createLogger('silent'),
    });
    return {
      baseUrl: server.url,
      label: 'lapi-server (in-process, in-memory PGlite)',
      stateHandlers: inProcessStateHandlers(database.db),
      beforeEach: () => resetDatabase(database.db),
      async close() {
        await server.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Pact's verifier retries an unreachable provider for minutes; say so in seconds instead. */
async function assertReachable(baseUrl: string): Promise<void> {
  try {
    await fetch(baseUrl, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`PROVIDER_BASE_URL ${baseUrl} cannot be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
