import { HAIR_CONCERNS, HAIR_PRODUCTS, SLEEP_TROUBLES, VISIT_TREATMENT_FREQUENCIES } from '@helmsman/domain';
import { z } from 'zod';
import type { Visit } from './visit-store.ts';

/**
 * The zod schemas of the customer's treatment preferences. The options themselves (drugs and dosages
 * per category, frequencies, hair and sleep choices) are @helmsman/domain's, shared with the gateway
 * and the visit's treatment screen, so that a doctor never reviews an ED visit with a hair-loss drug
 * attached.
 */

export const treatmentFrequency = z.enum(VISIT_TREATMENT_FREQUENCIES);

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
