import type { SubscriptionAction } from '@helmsman/domain';
import { useCallback, useState } from 'react';
import type { OnSubscriptionAction, SubscriptionRequest } from './types.ts';

export interface ActionFailure {
  action: SubscriptionAction;
  detail: string | null;
  paymentProblem: boolean;
}

/**
 * One subscription's change in flight and the last failure. A rejected promise counts as a failure
 * too: whatever went wrong, the customer sees 'Failed to update subscription.' and can try again.
 */
export function useSubscriptionAction(onAction: OnSubscriptionAction | undefined) {
  const [pending, setPending] = useState<SubscriptionAction | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const run = useCallback(
    async (request: SubscriptionRequest): Promise<boolean> => {
      if (!onAction) return false;
      setPending(request.action);
      setFailure(null);
      let result: Awaited<ReturnType<OnSubscriptionAction>>;
      try {
        result = await onAction(request);
      } catch {
        result = { ok: false };
      }
      setPending(null);
      if (!result.ok) {
        setFailure({
          action: request.action,
          detail: result.detail ?? null,
          paymentProblem: result.paymentProblem ?? false,
        });
      }
      return result.ok;
    },
    [onAction],
  );

  const clearFailure = useCallback(() => setFailure(null), []);
  return { pending, failure, run, clearFailure };
}
