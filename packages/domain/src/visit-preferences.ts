import type { VisitCategory } from './online-visit.ts';

/**
 * What a customer may choose for the treatment of their online visit (issue 14, point 5): the drugs
 * and dosages of each category, how often it is billed and ships, and the hair or sleep preferences.
 * The doctor still decides; lapi-server checks every choice against the visit's category with these
 * lists, and the gateway and the visit's treatment screen offer and check the same ones.
 */

export interface VisitDrug {
  /** As the legacy API names it: 'sildenafil'. */
  readonly value: string;
  readonly label: string;
  /** As the product names spell them: '50 mg' (also their label). */
  readonly dosages: readonly string[];
}

export const visitDrugs: Readonly<Record<VisitCategory, readonly VisitDrug[]>> = {
  ed: [
    { value: 'sildenafil', label: 'Sildenafil', dosages: ['25 mg', '50 mg', '100 mg'] },
    { value: 'tadalafil', label: 'Tadalafil', dosages: ['2.5 mg', '5 mg', '10 mg', '20 mg'] },
  ],
  hair: [
    { value: 'finasteride', label: 'Finasteride', dosages: ['1 mg'] },
    { value: 'minoxidil', label: 'Minoxidil', dosages: ['2.5 mg', '5 mg'] },
  ],
  sleep: [
    { value: 'doxepin', label: 'Doxepin', dosages: ['3 mg', '6 mg'] },
    { value: 'trazodone', label: 'Trazodone', dosages: ['25 mg', '50 mg'] },
  ],
  'SKY GLP': [
    {
      value: 'semaglutide',
      label: 'Semaglutide',
      dosages: ['0.25 mg', '0.5 mg', '1 mg', '1.7 mg', '2.4 mg'],
    },
    {
      value: 'tirzepatide',
      label: 'Tirzepatide',
      dosages: ['2.5 mg', '5 mg', '7.5 mg', '10 mg', '12.5 mg', '15 mg'],
    },
  ],
};

export function visitDrugsFor(category: VisitCategory): string[] {
  return visitDrugs[category].map((drug) => drug.value);
}

/** The dosages of one of the category's drugs; none for a drug the category does not have. */
export function visitDosagesFor(category: VisitCategory, drug: string): readonly string[] {
  return visitDrugs[category].find((each) => each.value === drug)?.dosages ?? [];
}

/** Treatments are subscriptions: one-time purchases are for the shop's gummies only. */
export const VISIT_TREATMENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY'] as const;
export type VisitTreatmentFrequency = (typeof VISIT_TREATMENT_FREQUENCIES)[number];

export const HAIR_CONCERNS = [
  'receding_hairline',
  'thinning_crown',
  'overall_thinning',
  'prevention',
] as const;
export type HairConcern = (typeof HAIR_CONCERNS)[number];

export const HAIR_PRODUCTS = ['finasteride', 'minoxidil', 'biotin_gummies', 'ketoconazole_shampoo'] as const;
export type HairProduct = (typeof HAIR_PRODUCTS)[number];

export const SLEEP_TROUBLES = ['falling_asleep', 'staying_asleep', 'waking_early', 'all'] as const;
export type SleepTrouble = (typeof SLEEP_TROUBLES)[number];

/** How the treatment screen names each choice. */
export const visitPreferenceLabels = {
  frequency: { MONTHLY: 'Every month', QUARTERLY: 'Every three months' },
  hairConcern: {
    receding_hairline: 'Receding hairline',
    thinning_crown: 'Thinning at the crown',
    overall_thinning: 'Overall thinning',
    prevention: 'Keeping the hair I have',
  },
  hairProduct: {
    finasteride: 'Finasteride',
    minoxidil: 'Minoxidil',
    biotin_gummies: 'Biotin gummies',
    ketoconazole_shampoo: 'Ketoconazole shampoo',
  },
  sleepTrouble: {
    falling_asleep: 'Falling asleep',
    staying_asleep: 'Staying asleep',
    waking_early: 'Waking up too early',
    all: 'All of these',
  },
} as const satisfies {
  frequency: Record<VisitTreatmentFrequency, string>;
  hairConcern: Record<HairConcern, string>;
  hairProduct: Record<HairProduct, string>;
  sleepTrouble: Record<SleepTrouble, string>;
};

/** Which extra preferences a category asks for, beyond drug, dosage and frequencies. */
export function visitPreferenceKind(category: VisitCategory): 'hair' | 'sleep' | null {
  if (category === 'hair' || category === 'sleep') return category;
  return null;
}

/** The treatment step's choices, as the treatment screen fills them in. */
export interface VisitPreferenceValues {
  frequency: string;
  drug: string;
  dosage: string;
  shipFrequency: string;
  hairConcern: string;
  hairProducts: readonly string[];
  sleepTrouble: string;
  /** Sleep: whether melatonin is fine; null until answered. */
  melatoninOk: boolean | null;
}

export type VisitPreferenceField = keyof VisitPreferenceValues;

export const visitPreferenceMessages = {
  frequency: 'Choose how often you are billed.',
  drug: 'Choose a medication.',
  dosage: 'Choose a dosage of this medication.',
  shipFrequency: 'Choose how often your treatment ships.',
  hairConcern: 'Choose your main concern.',
  hairProducts: 'Choose at least one product.',
  sleepTrouble: 'Choose what troubles your sleep.',
  melatoninOk: 'Tell us whether melatonin is fine for you.',
} as const satisfies Record<VisitPreferenceField, string>;

function oneOf(values: readonly string[], value: string): boolean {
  return values.includes(value);
}

/**
 * The choices that do not fit the category's options, each with its message; empty when all fit.
 * Fields of another category's preferences are not looked at.
 */
export function visitPreferenceProblems(
  category: VisitCategory,
  values: VisitPreferenceValues,
): Partial<Record<VisitPreferenceField, string>> {
  const problems: Partial<Record<VisitPreferenceField, string>> = {};
  const m = visitPreferenceMessages;
  if (!oneOf(VISIT_TREATMENT_FREQUENCIES, values.frequency)) problems.frequency = m.frequency;
  if (!oneOf(visitDrugsFor(category), values.drug)) problems.drug = m.drug;
  else if (!oneOf(visitDosagesFor(category, values.drug), values.dosage)) problems.dosage = m.dosage;
  if (!oneOf(VISIT_TREATMENT_FREQUENCIES, values.shipFrequency)) problems.shipFrequency = m.shipFrequency;
  const kind = visitPreferenceKind(category);
  if (kind === 'hair') {
    if (!oneOf(HAIR_CONCERNS, values.hairConcern)) problems.hairConcern = m.hairConcern;
    const products = values.hairProducts;
    const known = products.every((product) => oneOf(HAIR_PRODUCTS, product));
    if (products.length === 0 || !known || new Set(products).size !== products.length)
      problems.hairProducts = m.hairProducts;
  }
  if (kind === 'sleep') {
    if (!oneOf(SLEEP_TROUBLES, values.sleepTrouble)) problems.sleepTrouble = m.sleepTrouble;
    if (values.melatoninOk === null) problems.melatoninOk = m.melatoninOk;
  }
  return problems;
}
