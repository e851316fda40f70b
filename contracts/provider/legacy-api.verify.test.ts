import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER } from '../pact-files.ts';
import { committedPactPath, readPact, stateNamesOf } from './committed-pact.ts';
import { type ProviderUnderTest, startProviderUnderTest } from './lapi-provider.ts';
import { stateHandlers } from './states.ts';
import { verifyCommittedPact } from './verify-pact.ts';

/**
 * Replays the COMMITTED contract (contracts/pacts/) against the legacy API: lapi-server in-process by
 * default, or whatever PROVIDER_BASE_URL points at (see README.md).
 */
const pactStates = stateNamesOf(readPact(committedPactPath));
let provider: ProviderUnderTest;

beforeAll(async () => {
  provider = await startProviderUnderTest(process.env, pactStates);
});

afterAll(async () => {
  await provider?.close();
});

describe(`${PROVIDER} honours the committed pact`, () => {
  it.skipIf(Boolean(process.env.PROVIDER_BASE_URL))(
    'has a state handler for every provider state the pact uses',
    () => {
      // Pact only warns about a state without a handler and goes on: the interaction then proves nothing.
      expect(pactStates.filter((name) => !(name in stateHandlers))).toEqual([]);
    },
  );

  it('answers every interaction as the pact says', async () => {
    const stateFailures = await verifyCommittedPact(provider);
    expect(stateFailures, 'provider states that could not be set up').toEqual([]);
  });
});
