import { Verifier } from '@pact-foundation/pact';
import { PROVIDER } from '../pact-files.ts';
import { committedPactPath } from './committed-pact.ts';
import type { ProviderUnderTest } from './lapi-provider.ts';
import { restoreFormBody } from './request-filter.ts';
import { recordingFailures } from './states.ts';

/**
 * Replays the committed pact against one provider. Rejects when an interaction does not match (Pact
 * prints the details); resolves to the provider states that could not be set up, which Pact itself
 * only logs.
 */
export async function verifyCommittedPact(provider: ProviderUnderTest): Promise<string[]> {
  const stateFailures: string[] = [];
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: provider.baseUrl,
    pactUrls: [committedPactPath],
    stateHandlers: recordingFailures(provider.stateHandlers, stateFailures),
    ...(provider.beforeEach && { beforeEach: provider.beforeEach }),
    requestFilter: restoreFormBody,
    logLevel: 'warn',
  });
  await verifier.verifyProvider();
  return stateFailures;
}
