import {
  messages,
  type VisitCategory,
  type VisitPreferenceValues,
  visitCategorySlug,
} from '@helmsman/domain';
import { type SubmitResult, VisitTreatmentScreen, type VisitTreatmentScreenState } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  useSaveVisitPreferencesMutation,
  useVisitPreferencesQuery,
  type VisitPreferencesQuery,
} from '../gql/visit-hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitAddOnsPath } from './visit-paths.ts';

/**
 * /visit/:category/treatment, after the photo: the customer's treatment preferences. The form starts
 * from what the visit has saved (read back by the gateway, so a reload or another device shows them;
 * empty on a legacy API without the read); once saved, they stay in this tab's data cache (never in
 * storage), so Back from the add-ons shows them without asking again.
 */
export function VisitTreatmentPage() {
  return <VisitCategoryRoute step="treatment" render={(category) => <Treatment category={category} />} />;
}

function Treatment({ category }: { category: VisitCategory }) {
  const site = useSiteConfig();
  const slug = visitCategorySlug(category);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const key = useVisitPreferencesQuery.getKey({ category: slug });
  // Never asked again while cached: the choices are the domain's, and `current` is what this tab saved
  // last (a legacy API without the read answers null, so a refetch there would forget it).
  const choices = useVisitPreferencesQuery({ category: slug }, { staleTime: Number.POSITIVE_INFINITY });
  const save = useSaveVisitPreferencesMutation();

  const onSave = (values: VisitPreferenceValues): Promise<SubmitResult> =>
    submitForm(
      async () =>
        (
          await save.mutateAsync({
            input: {
              category: slug,
              frequency: values.frequency,
              drug: values.drug,
              dosage: values.dosage,
              shipFrequency: values.shipFrequency,
              hairConcern: values.hairConcern || null,
              hairProducts: values.hairProducts.length > 0 ? [...values.hairProducts] : null,
              sleepTrouble: values.sleepTrouble || null,
              melatoninOk: values.melatoninOk,
            },
          })
        ).saveVisitPreferences,
      messages.failedProductPreferences,
      ({ preferences }) => {
        queryClient.setQueryData<VisitPreferencesQuery>(key, (previous) =>
          previous
            ? { visitPreferences: { ...previous.visitPreferences, current: preferences ?? null } }
            : previous,
        );
        invalidateStale(queryClient, 'SaveVisitPreferences');
        navigate(visitAddOnsPath(category));
      },
    );

  const current = choices.data?.visitPreferences.current ?? null;
  const initial = useMemo(() => withoutNulls(current), [current]);
  const state = toScreenState(
    choices,
    ({ visitPreferences }): VisitTreatmentScreenState => ({
      state: 'ready',
      choices: visitPreferences,
      initial,
      onSave,
    }),
  );
  return <VisitTreatmentScreen {...state} category={category} brand={site.brand} />;
}

type Current = VisitPreferencesQuery['visitPreferences']['current'];

/** The saved preferences as the form's starting values: a null is a field not chosen. */
function withoutNulls(current: Current): Partial<VisitPreferenceValues> {
  if (!current) return {};
  return Object.fromEntries(
    Object.entries(current).filter(([name, value]) => name !== '__typename' && value !== null),
  ) as Partial<VisitPreferenceValues>;
}
