import {
  createLogger,
  type Database,
  migrateDatabase,
  openDatabase,
  startLapiServer,
} from '@helmsman/lapi-server';
import { resetDatabase } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedPactPath, readPact, stateNamesOf } from './committed-pact.ts';
import { type ProviderUnderTest, startProviderUnderTest } from './lapi-provider.ts';
import { type StateChangeServer, startStateChangeServer } from './state-change-server.ts';
import { verifyCommittedPact } from './verify-pact.ts';

/**
 * The path backend developers take (`verify --base-url … --states-url …`): the pact replayed over HTTP
 * against a legacy API that Pact cannot reset, its states set up and torn down through Pact's standard
 * state-change endpoint. Here that API is lapi-server with the reference endpoint beside it.
 */
let database: Database;
let lapi: Awaited<ReturnType<typeof startLapiServer>>;
let states: StateChangeServer;
let provider: ProviderUnderTest;

beforeAll(async () => {
  database = await openDatabase();
  await migrateDatabase(database);
  await resetDatabase(database.db);
  lapi = await startLapiServer({ database, logger: createLogger('silent') });
  states = await startStateChangeServer(database.db);
  provider = await startProviderUnderTest(
    { PROVIDER_BASE_URL: lapi.url, PROVIDER_STATES_URL: states.url },
    stateNamesOf(readPact(committedPactPath)),
  );
});

afterAll(async () => {
  await states?.close();
  await lapi?.close();
  await database?.close();
});

describe('verifying a legacy API over HTTP with its own state-change endpoint', () => {
  it('answers every interaction as the pact says', async () => {
    expect(provider.label).toBe(lapi.url);
    const stateFailures = await verifyCommittedPact(provider);
    expect(stateFailures, 'provider states that could not be set up').toEqual([]);
  });

  it('refuses an unknown state, naming it, so a missing handler fails the verification', async () => {
    const response = await fetch(states.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'the moon is made of cheese', params: {}, action: 'setup' }),
    });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      message: 'unknown provider state "the moon is made of cheese"',
    });
  });

  it('answers a state that cannot be made true with its reason', async () => {
    const response = await fetch(states.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        state: 'a customer exists',
        params: { email: 'nobody@helmsman.test', password: 'x', leadsId: 999999 },
      }),
    });
    expect(response.status).toBe(500);
    await expect(response.json()).resolves.toMatchObject({
      message: expect.stringContaining('a customer exists'),
    });
  });
});
