import { z } from 'zod';
import type { VisitCategory } from './question-bank/index.ts';
import type { Visit } from './visit-store.ts';

/**
 * What a customer may choose for the treatment of their visit. The doctor still decides; these are the
 * customer's preferences, validated against the visit's category so that a doctor never reviews an ED
 * visit with a hair-loss drug attached.
 */

/** Drugs per category, each with its dosages (strings as the product names spell them: '50 mg'). */
export const treatmentOptions: Readonly<Record<VisitCategory, Readonly<Record<string, readonly string[]>>>> =
  {
    ed: {
      sildenafil: ['25 mg', '50 mg', '100 mg'],
      tadalafil: ['2.5 mg', '5 mg', '10 mg', '20 mg'],
    },
    hair: {
      finasteride: ['1 mg'],
      minoxidil: ['2.5 mg', '5 mg'],
    },
    sleep: {
      doxepin: ['3 mg', '6 mg'],
      trazodone: ['25 mg', '50 mg'],
    },
    'SKY GLP': {
      semaglutide: ['0.25 mg', '0.5 mg', '1 mg', '1.7 mg', '2.4 mg'],
      tirzepatide: ['2.5 mg', '5 mg', '7.5 mg', '10 mg', '12.5 mg', '15 mg'],
    },
  };

export function drugsFor(category: VisitCategory): string[] {
  return Object.keys(treatmentOptions[category]);
}

export function dosagesFor(category: VisitCategory, drug: string): readonly string[] {
  return treatmentOptions[category][drug] ?? [];
}

/** Treatments are subscriptions: one-time purchases are for the shop's gummies only. */
export const TREATMENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY'] as const;
export const treatmentFrequency = z.enum(TREATMENT_FREQUENCIES);

export const HAIR_CONCERNS = [
  'receding_hairline',
  'thinning_crown',
  'overall_thinning',
  'prevention',
] as const;
export const HAIR_PRODUCTS = ['finasteride', 'minoxidil', 'biotin_gummies', 'ketoconazole_shampoo'] as const;

export const hairPreferences = z.object({
  concern: z.enum(HAIR_CONCERNS),
  products: z
    .array(z.enum(HAIR_PRODUCTS))
    .min(1)
    .max(HAIR_PRODUCTS.length)
    .refine((products) => new Set(products).size === products.length, {
      error: 'must not list a product twice',
    }),
});

export const SLEEP_TROUBLES = ['falling_asleep', 'staying_asleep', 'waking_early', 'all'] as const;

export const sleepPreferences = z.object({
  trouble: z.enum(SLEEP_TROUBLES),
  melatonin_ok: z.boolean(),
});

/** What every preference call answers: all of the visit's preferences as they now stand. */
export function preferencesView(visit: Visit) {
  return {
    visit_id: visit.id,
    category: visit.category,
    preferences: {
      frequency: visit.frequency,
      drug: visit.drug,
      dosage: visit.dosage,
      ship_frequency: visit.shipFrequency,
      hair: visit.hairPreferences,
      sleep: visit.sleepPreferences,
    },
  };
}
