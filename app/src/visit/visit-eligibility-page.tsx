import { messages, treatmentPath, type VisitCategory, visitCategorySlug } from '@helmsman/domain';
import { type SubmitResult, type VisitEligibilityCheck, VisitEligibilityScreen } from '@helmsman/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import {
  useJoinStateWaitlistMutation,
  useStartVisitMutation,
  useVisitEligibilityQuery,
} from '../gql/visit-hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { loginStore } from '../state/login-store.ts';
import { onlineVisitStore, visitReached } from '../state/online-visit-store.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitAccountPath, visitPhonePath } from './visit-paths.ts';

/**
 * /visit/:category: where every online visit starts, for a visitor or a customer. The patient's state
 * comes first (the clinic treats each category in some states only); an eligible customer's visit
 * starts (or resumes) and goes to its question; an eligible visitor goes on to their account and
 * comes back here, where the store remembers they were eligible.
 */
export function VisitEligibilityPage() {
  return <VisitCategoryRoute render={(category) => <Eligibility category={category} />} />;
}

function Eligibility({ category }: { category: VisitCategory }) {
  const slug = visitCategorySlug(category);
  const { brand } = useSiteConfig();
  const login = useSnapshot(loginStore);
  const visit = useSnapshot(onlineVisitStore);
  const [, navigate] = useLocation();
  const [picked, setPicked] = useState<string | null>(null);
  const [joinedEmail, setJoinedEmail] = useState<string | undefined>();
  const eligibility = useVisitEligibilityQuery(
    { category: slug, state: picked ?? '' },
    { enabled: picked !== null, staleTime: 0 },
  );
  const joinWaitlist = useJoinStateWaitlistMutation();
  const start = useStartVisitMutation();
  const [startError, setStartError] = useState<string | null>(null);
  // A visitor who was found eligible here and has since logged in: the visit starts at once.
  const cameBackEligible = login.isLoggedIn && visit.category === slug && visit.step === 'account';
  const eligible = eligibility.data?.visitEligibility.eligible === true;

  useEffect(() => {
    if (visit.category !== slug) visitReached(slug, 'eligibility', loginStore.leadsId);
  }, [slug, visit.category]);

  const startVisit = async () => {
    setStartError(null);
    try {
      const { startVisit: started } = await start.mutateAsync({ category: slug });
      if (started.phoneRequired) {
        // The phone step, then back here: the store says the state was eligible, so it starts then.
        visitReached(slug, 'account', loginStore.leadsId);
        navigate(visitPhonePath(category), { replace: true });
        return;
      }
      if (!started.ok || !started.destination) {
        setStartError(started.error?.message ?? messages.unableToStartConsultation);
        return;
      }
      visitReached(slug, 'questions', loginStore.leadsId);
      navigate(started.destination, { replace: true });
    } catch (error) {
      setStartError(errorMessage(error));
    }
  };

  // An eligible visitor goes on to their account: back here afterwards, the visit starts at once.
  useEffect(() => {
    if (eligible && !login.isLoggedIn) visitReached(slug, 'account', null);
  }, [eligible, login.isLoggedIn, slug]);

  // An eligible customer moves straight on: the legacy API starts the visit, or resumes it.
  const shouldStart = login.isLoggedIn && (eligible || cameBackEligible);
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per eligible answer.
  useEffect(() => {
    if (shouldStart) void startVisit();
  }, [shouldStart]);

  const join = (email: string): Promise<SubmitResult | 'joined'> =>
    submitForm(
      async () =>
        (await joinWaitlist.mutateAsync({ input: { category: slug, state: picked ?? '', email } }))
          .joinStateWaitlist,
      'Failed to join the wait list',
      () => setJoinedEmail(email),
    ).then((result) => result ?? 'joined');

  const check = ((): VisitEligibilityCheck => {
    if (startError) return { state: 'error', message: startError, onRetry: () => void startVisit() };
    if (shouldStart) return { state: 'loading' };
    if (picked === null) return { state: 'idle' };
    return toScreenState(eligibility, ({ visitEligibility: { stateName, eligible: ok } }) =>
      ok
        ? {
            state: 'eligible',
            stateName,
            next: {
              href: visitAccountPath(category),
              label: 'Continue',
              text: 'Create your account or log in to start your visit: a doctor needs to know who they are treating.',
            },
          }
        : { state: 'ineligible', stateName, onJoinWaitlist: join, joinedEmail },
    );
  })();

  return (
    <VisitEligibilityScreen
      category={category}
      brand={brand}
      check={check}
      selectedState={picked ?? undefined}
      onCheck={(state) => {
        setJoinedEmail(undefined);
        setPicked(state);
        if (state === picked) void eligibility.refetch();
      }}
      treatmentHref={treatmentPath(category)}
    />
  );
}
