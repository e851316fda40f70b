import type { SessionLapiClient } from '@helmsman/lapi-client';

/**
 * A customer's legacy client without a legacy API: each call answers from `answers` (keyed by the call
 * definition) unless `failures` names it, then it throws that error. For resolvers whose handling of
 * one failing call among several is the point of the test.
 */
export function answeringLapi(
  answers: Map<object, unknown>,
  failures: Map<object, Error>,
): SessionLapiClient {
  return {
    call: async (definition: object) => {
      const failure = failures.get(definition);
      if (failure) throw failure;
      return answers.get(definition);
    },
  } as unknown as SessionLapiClient;
}
