import { messages, type VisitCategory, visitCategorySlug, visitConfirmationMessages } from '@helmsman/domain';
import {
  type FeedbackOutcome,
  type SubmitResult,
  VisitConfirmationScreen,
  type VisitConfirmationState,
} from '@helmsman/ui';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import {
  useSubmitVisitFeedbackMutation,
  useSubmitVisitSurveyMutation,
  useVisitConfirmationQuery,
  type VisitConfirmationQuery,
} from '../gql/visit-hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { forgetVisit, onlineVisitStore } from '../state/online-visit-store.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';

/**
 * /visit/:category/confirmation/:orderNumber, the visit's last page: the treatment order, who reviews
 * it and when. The visit is finished here, so the store forgets its step: 'Start your visit' begins
 * anew. The survey and the rating are offered, never required.
 */
export function VisitConfirmationPage() {
  return <VisitCategoryRoute render={(category) => <Confirmation category={category} />} />;
}

type Found = NonNullable<VisitConfirmationQuery['visitConfirmation']>;

function toReady(found: Found): VisitConfirmationState {
  return {
    state: 'ready',
    confirmation: {
      orderNumber: found.order.number,
      totalCents: found.order.totalCents,
      productNames: found.order.items.map((item) => item.name),
      doctor: found.doctor,
      replyTime: {
        hours: found.replyTime.hours,
        source: found.replyTime.source === 'DOCTOR' ? 'doctor' : 'site',
      },
    },
  };
}

/** What a design-system form shows, as the survey's and the rating's outcome. */
function toOutcome(result: SubmitResult, fallback: string): FeedbackOutcome {
  return result === undefined ? 'sent' : { message: result.formError ?? fallback };
}

function Confirmation({ category }: { category: VisitCategory }) {
  const { brand } = useSiteConfig();
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const slug = visitCategorySlug(category);
  const query = useVisitConfirmationQuery({ category: slug, orderNumber });
  const found = query.data?.visitConfirmation;

  useEffect(() => {
    if (found && onlineVisitStore.category === slug) forgetVisit();
  }, [found, slug]);

  const state: VisitConfirmationState = toScreenState(query, ({ visitConfirmation }) =>
    visitConfirmation
      ? toReady(visitConfirmation)
      : { state: 'error' as const, message: visitConfirmationMessages.orderNotFound },
  );

  return (
    <VisitConfirmationScreen
      category={category}
      brand={brand}
      state={state}
      onSubmitSurvey={async (answers) =>
        toOutcome(
          await submitForm(
            async () =>
              (await useSubmitVisitSurveyMutation.fetcher({ input: { answers } })()).submitVisitSurvey,
            messages.somethingWentWrong,
          ),
          messages.somethingWentWrong,
        )
      }
      onSubmitRating={async (input) =>
        toOutcome(
          await submitForm(
            async () => (await useSubmitVisitFeedbackMutation.fetcher({ input })()).submitVisitFeedback,
            messages.failedSubmitFeedback,
          ),
          messages.failedSubmitFeedback,
        )
      }
    />
  );
}
