import {
  type VisitPreferenceValues as DomainValues,
  HAIR_CONCERNS,
  HAIR_PRODUCTS,
  messages,
  SLEEP_TROUBLES,
  VISIT_TREATMENT_FREQUENCIES,
  type VisitCategory,
  visitDrugs,
  visitPreferenceKind,
  visitPreferenceLabels,
  visitPreferenceProblems,
} from '@helmsman/domain';
import { clinical, LapiError, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, isSessionEnded, mapLapiError } from '../../errors/index.ts';
import type {
  FormError,
  SaveVisitPreferencesInput,
  VisitChoice,
  VisitPreferences,
  VisitPreferenceValues,
} from '../types.generated.ts';

function choices<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): VisitChoice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The treatment step's choices for a category, from the domain's lists (as lapi-server checks them). */
export function preferenceChoices(
  slug: string,
  category: VisitCategory,
  { current, photoOnFile }: SavedVisit,
): VisitPreferences {
  const kind = visitPreferenceKind(category);
  const labels = visitPreferenceLabels;
  return {
    category: slug,
    kind: kind === 'hair' ? 'HAIR' : kind === 'sleep' ? 'SLEEP' : null,
    frequencies: choices(VISIT_TREATMENT_FREQUENCIES, labels.frequency),
    drugs: visitDrugs[category].map(({ value, label, dosages }) => ({
      value,
      label,
      dosages: dosages.map((dosage) => ({ value: dosage, label: dosage })),
    })),
    hairConcerns: kind === 'hair' ? choices(HAIR_CONCERNS, labels.hairConcern) : [],
    hairProducts: kind === 'hair' ? choices(HAIR_PRODUCTS, labels.hairProduct) : [],
    sleepTroubles: kind === 'sleep' ? choices(SLEEP_TROUBLES, labels.sleepTrouble) : [],
    current,
    photoOnFile,
  };
}

function domainValues(input: SaveVisitPreferencesInput): DomainValues {
  return {
    frequency: input.frequency,
    drug: input.drug,
    dosage: input.dosage,
    shipFrequency: input.shipFrequency,
    hairConcern: input.hairConcern ?? '',
    hairProducts: input.hairProducts ?? [],
    sleepTrouble: input.sleepTrouble ?? '',
    melatoninOk: input.melatoninOk ?? null,
  };
}

/** The input's choices that are not the category's, as the form's field errors; null when all fit. */
export function preferenceInputError(
  category: VisitCategory,
  input: SaveVisitPreferencesInput,
): FormError | null {
  const problems = visitPreferenceProblems(category, domainValues(input));
  if (Object.keys(problems).length === 0) return null;
  return formError(FIX_FIELDS, problems);
}

/** What the customer's open visit of a category has saved: its preferences, and whether its photo is on file. */
export interface SavedVisit {
  current: VisitPreferenceValues | null;
  photoOnFile: boolean;
}

/**
 * What the customer's open visit of the category has saved (lapi-server's read extension); nothing
 * with nothing to read: no open visit of the category (409), or a legacy API without the extension
 * (404), where the steps start empty as before.
 */
export async function savedVisit(lapi: SessionLapiClient, category: VisitCategory): Promise<SavedVisit> {
  try {
    const saved = await lapi.call(clinical.readPreferences, { category });
    return { current: valuesOf(saved), photoOnFile: saved.photo_on_file };
  } catch (error) {
    if (error instanceof LapiFailure && (error.httpStatus === 404 || error.httpStatus === 409)) {
      return { current: null, photoOnFile: false };
    }
    return mapLapiError(error);
  }
}

function valuesOf(saved: clinical.VisitPreferences): VisitPreferenceValues {
  const { preferences } = saved;
  return {
    frequency: preferences.frequency,
    drug: preferences.drug,
    dosage: preferences.dosage,
    shipFrequency: preferences.ship_frequency,
    hairConcern: preferences.hair?.concern ?? null,
    hairProducts: preferences.hair?.products ?? null,
    sleepTrouble: preferences.sleep?.trouble ?? null,
    melatoninOk: preferences.sleep?.melatonin_ok ?? null,
  };
}

/** A legacy preference call failed: the spec's message (section 8), which the form shows as it is. */
export class PreferencesFailure extends Error {
  constructor(readonly failure: LapiError) {
    super(messages.failedProductPreferences);
  }
}

/**
 * The legacy calls in the order the legacy storefront makes them: frequency, drug (which clears a
 * dosage the drug lacks), dosage, the category's hair or sleep preferences, ship frequency. Checked
 * input only (preferenceInputError). Each call answers all preferences; the last answer is kept.
 */
export async function savePreferences(
  lapi: SessionLapiClient,
  token: string,
  category: VisitCategory,
  input: SaveVisitPreferencesInput,
): Promise<VisitPreferenceValues> {
  const frequency = input.frequency as clinical.TreatmentFrequency;
  const shipFrequency = input.shipFrequency as clinical.TreatmentFrequency;
  const kind = visitPreferenceKind(category);
  try {
    await lapi.call(clinical.productFrequency, { token, frequency });
    await lapi.call(clinical.productDrug, { token, drug: input.drug });
    await lapi.call(clinical.productDosage, { token, dosage: input.dosage });
    if (kind === 'hair')
      await lapi.call(clinical.hairPreferences, {
        token,
        concern: input.hairConcern ?? '',
        products: input.hairProducts ?? [],
      });
    if (kind === 'sleep')
      await lapi.call(clinical.sleepPreferences, {
        trouble: input.sleepTrouble ?? '',
        melatonin_ok: input.melatoninOk ?? false,
      });
    return valuesOf(await lapi.call(clinical.shipFrequency, { token, frequency: shipFrequency }));
  } catch (error) {
    if (error instanceof LapiError && !isSessionEnded(error)) throw new PreferencesFailure(error);
    return mapLapiError(error);
  }
}
