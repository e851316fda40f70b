import { messages, safeNext } from '@helmsman/domain';
import { customerAreaToaster } from '@helmsman/ui';
import { useLocation } from 'wouter';
import { useResumeOrderMutation } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useFeature } from '../site/use-site-config.ts';
import { leadIdReceived } from '../state/login-store.ts';

/** Shown beside the disabled 'Finish' buttons while the onlineVisit feature is off. */
export const FINISH_UNAVAILABLE =
  'Online visits are not available right now, so pending orders cannot be finished here.';

export interface FinishPendingOrder {
  /** Settles once the app has moved on to the visit, or toasted why not. */
  onFinish: (category: string) => Promise<void>;
  /** Why 'Finish' is disabled (onlineVisit is off), or null. */
  finishUnavailable: string | null;
  /** The category being resumed, or null (for screens that do not keep it themselves, as /orders does). */
  finishing: string | null;
}

/**
 * 'Finish' on a pending order (spec section 7), for any page that lists pending orders: the legacy API
 * answers the lead id and where the visit goes on; the lead id is stored and the app goes there.
 * Failures are toasted with the server's message. With onlineVisit off it does nothing.
 */
export function useFinishPendingOrder(): FinishPendingOrder {
  const onlineVisit = useFeature('onlineVisit');
  const [, navigate] = useLocation();
  const resume = useResumeOrderMutation();

  async function finish(category: string) {
    if (!onlineVisit || resume.isPending) return;
    const fail = (description: string) =>
      customerAreaToaster.create({ title: "We couldn't open your online visit", description, type: 'error' });
    try {
      const { resumeOrder: result } = await resume.mutateAsync({ category });
      if (!result.ok || !result.leadsId || !result.destination) {
        fail(result.error?.message ?? messages.unableToStartConsultation);
        return;
      }
      leadIdReceived(result.leadsId);
      // The gateway already refuses destinations off this site; checked again where we navigate.
      navigate(safeNext(result.destination, '/orders'));
    } catch (error) {
      fail(errorMessage(error));
    }
  }

  return {
    onFinish: finish,
    finishUnavailable: onlineVisit ? null : FINISH_UNAVAILABLE,
    finishing: resume.isPending ? (resume.variables?.category ?? null) : null,
  };
}
