import { describe, expect, it } from 'vitest';
import { LapiFailure } from './errors.ts';

const failure = (status: number) => new LapiFailure('failed', '/account/orders/', status, null);

describe('LapiFailure.isSessionEnded', () => {
  it('is true for 401 (token unknown, expired or revoked) and 403 (not the lead’s)', () => {
    expect(failure(401).isSessionEnded).toBe(true);
    expect(failure(403).isSessionEnded).toBe(true);
  });

  it('is false for refusals and failures that leave the session as it is', () => {
    for (const status of [400, 402, 404, 409, 422, 500, 503])
      expect(failure(status).isSessionEnded).toBe(false);
  });
});
