import type { VerifierOptions } from '@pact-foundation/pact';

/** Pact's state-handler map; the package does not export the type by name. */
export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
