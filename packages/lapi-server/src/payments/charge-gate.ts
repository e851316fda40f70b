import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestProcessor, type PaymentProcessor } from './test-processor.ts';

/**
 * A test-only hook for the crash test (place-order-crash.test.ts): with LAPI_TEST_CHARGE_GATE=<dir>,
 * every charge first writes <dir>/charge-reached, then blocks this whole process on reading the FIFO
 * <dir>/release until the test writes to it (or kills the process). The test thus kills the process
 * exactly while a place-order's transaction is open, never by guessing a moment. Blocking the event
 * loop is the point: nothing else may move on meanwhile. Refused in production, like the test clock.
 */
export const CHARGE_GATE_ENV = 'LAPI_TEST_CHARGE_GATE';
export const CHARGE_REACHED = 'charge-reached';
export const CHARGE_RELEASE = 'release';

export function chargeGateFromEnv(env: NodeJS.ProcessEnv = process.env): { payments?: PaymentProcessor } {
  const dir = env[CHARGE_GATE_ENV];
  if (dir === undefined || dir === '') return {};
  if (env.NODE_ENV === 'production') throw new Error(`${CHARGE_GATE_ENV} is for tests; not in production`);
  return { payments: gatedCharges(createTestProcessor(), dir) };
}

export function gatedCharges(processor: PaymentProcessor, dir: string): PaymentProcessor {
  return {
    tokenize: (card, today) => processor.tokenize(card, today),
    charge(token, amountCents) {
      writeFileSync(join(dir, CHARGE_REACHED), '');
      readFileSync(join(dir, CHARGE_RELEASE));
      return processor.charge(token, amountCents);
    },
  };
}
