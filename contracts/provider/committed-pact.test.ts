import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedPactPath, comparablePact, generatedPactPath, readPact } from './committed-pact.ts';

/**
 * The consumer tests (group 0) have just written contracts/.generated/. The committed pact is the
 * contract backend developers verify against, so it must say exactly what the consumer tests say.
 */
describe('the committed pact', () => {
  it('equals the pact the consumer tests generate', () => {
    if (!existsSync(generatedPactPath)) {
      throw new Error(
        `${generatedPactPath} is missing: run the consumer tests first (pnpm --filter @helmsman/contracts test)`,
      );
    }
    expect(
      comparablePact(readPact(committedPactPath)),
      'committed pact differs from generated: run `pnpm pacts:update`',
    ).toEqual(comparablePact(readPact(generatedPactPath)));
  });
});
