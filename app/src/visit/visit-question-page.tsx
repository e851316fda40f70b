import {
  messages,
  type VisitAnswer,
  type VisitCategory,
  visitCategoryFromSlug,
  visitCategorySlug,
} from '@helmsman/domain';
import { type SubmitResult, VisitQuestionScreen, type VisitQuestionScreenState } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { DataProvider } from '../data-provider.tsx';
import {
  useSubmitVisitAnswerMutation,
  useVisitBackMutation,
  useVisitStepQuery,
  type VisitStepFieldsFragment,
  type VisitStepQuery,
} from '../gql/visit-hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { fromAnswerFields, toAnswerFields, toVisitQuestion } from './visit-answer.ts';
import { useVisitStepReached } from './visit-category-route.tsx';
import { visitResultPath } from './visit-paths.ts';

/**
 * /visit/:category/question/:questionId: the online visit, one question at a time (the legacy API's
 * resume destination). The visit's position lives in the legacy API; the path follows it.
 */
export function VisitQuestionPage() {
  return (
    <DataProvider>
      <VisitPage />
    </DataProvider>
  );
}

function VisitPage() {
  const { category: slug = '' } = useParams<{ category: string }>();
  const site = useSiteConfig();
  useDocumentTitle('Online visit', site.brand);
  const category = visitCategoryFromSlug(slug);
  if (!category) return <Redirect to={site.loggedInRedirect} replace />;
  return <VisitQuestion category={category} />;
}

function VisitQuestion({ category }: { category: VisitCategory }) {
  const site = useSiteConfig();
  const slug = visitCategorySlug(category);
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const key = useVisitStepQuery.getKey({ category: slug });
  // Always asked again on arrival: 'Finish', another tab or device may have moved the visit.
  const visit = useVisitStepQuery({ category: slug }, { staleTime: 0 });
  const submitAnswer = useSubmitVisitAnswerMutation();
  const goBack = useVisitBackMutation();
  const step = visit.data?.visitStep;
  useVisitStepReached(category, 'questions');

  // The path names the question the visit is at. Replaced, not pushed: the browser's Back leaves the
  // visit rather than landing on a question the visit has moved on from; the page's Back steps back.
  useEffect(() => {
    if (step?.destination && step.destination !== location) navigate(step.destination, { replace: true });
  }, [step?.destination, location, navigate]);

  const showStep = (next: VisitStepFieldsFragment) => {
    queryClient.setQueryData<VisitStepQuery>(key, { visitStep: next });
    if (next.destination) navigate(next.destination, { replace: true });
  };

  async function submit(answer: VisitAnswer): Promise<SubmitResult> {
    const question = step?.question;
    if (!question) return undefined;
    const outcome = await submitForm(
      async () => {
        const { submitVisitAnswer: result } = await submitAnswer.mutateAsync({
          input: {
            category: slug,
            questionId: question.id,
            answer: toAnswerFields(toVisitQuestion(question).type, answer),
          },
        });
        // The last answer completes the visit; any other moves it on to the step answered.
        return { ...result, ok: result.complete || (result.ok && result.step != null) };
      },
      messages.failedSubmitQuestion,
      (result) => {
        if (result.complete) {
          // The questions are done: the risk assessment says whether the visit goes on.
          if (result.step) queryClient.setQueryData<VisitStepQuery>(key, { visitStep: result.step });
          navigate(visitResultPath(category));
        } else if (result.step) {
          showStep(result.step);
        }
      },
    );
    // A field error says it all beside the options; a second copy above them would only repeat it.
    const fieldErrors = outcome?.fieldErrors ?? {};
    return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : outcome;
  }

  const back = (): Promise<SubmitResult> =>
    submitForm(
      async () => {
        const { visitBack: result } = await goBack.mutateAsync({ category: slug });
        return { ...result, ok: result.ok && result.step != null };
      },
      messages.failedRetrievePreviousQuestion,
      ({ step: previous }) => {
        if (previous) showStep(previous);
      },
    );

  const state = toScreenState(visit, ({ visitStep }): VisitQuestionScreenState => {
    const { question, answer, progress, canGoBack } = visitStep;
    if (!question) return { state: 'none' };
    return {
      state: 'ready',
      question: toVisitQuestion(question),
      answer: fromAnswerFields(answer),
      progress,
      onSubmit: submit,
      onBack: canGoBack ? back : undefined,
    };
  });

  return (
    <VisitQuestionScreen
      {...state}
      category={category}
      brand={site.brand}
      supportEmail={site.supportEmail}
      accountHref={site.loggedInRedirect}
    />
  );
}
