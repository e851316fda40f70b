import { messages } from '@helmsman/domain';
import { useCallback, useRef, useState } from 'react';
import type { OrderActionResult, OrderActionStatus } from './types.ts';

/**
 * One action on one of several orders at a time (or pending orders, keyed by category): which one is
 * under way, and how the last one went. A press while one is under way does nothing. A rejected
 * promise counts as a failure, with the generic message; anything else but `{ ok: false }` is done.
 */
export function useOrderAction(
  // `unknown`: 'Finish' resolves with nothing (the app has moved on or said why not); see OnOrderAction.
  action: ((key: string) => Promise<unknown>) | undefined,
) {
  const [status, setStatus] = useState<OrderActionStatus | null>(null);
  // A ref, not the status: two presses within one render must still send one request.
  const busy = useRef(false);

  const run = useCallback(
    async (key: string) => {
      if (!action || busy.current) return;
      busy.current = true;
      setStatus({ orderNumber: key, state: 'pending' });
      let result: unknown;
      try {
        result = await action(key);
      } catch {
        result = { ok: false, message: messages.genericV2Failure };
      }
      busy.current = false;
      setStatus(
        isFailure(result)
          ? { orderNumber: key, state: 'failed', message: result.message }
          : { orderNumber: key, state: 'done' },
      );
    },
    [action],
  );

  return { run: (key: string) => void run(key), status };
}

function isFailure(result: unknown): result is Extract<OrderActionResult, { ok: false }> {
  return typeof result === 'object' && result !== null && 'ok' in result && result.ok === false;
}
