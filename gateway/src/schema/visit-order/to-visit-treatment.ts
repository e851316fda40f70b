import {
  type VisitTreatment as DomainTreatment,
  priceLabel,
  toCents,
  treatmentBillingText,
  type VisitCategory,
  visitTreatmentFor,
} from '@helmsman/domain';
import type { SessionLapiClient } from '@helmsman/lapi-client';
import { formError } from '../../errors/index.ts';
import { savedVisit } from '../online-visit/visit-preferences.ts';
import type { FormError, VisitTreatment } from '../types.generated.ts';

/** What placeVisitOrder answers before any charge while the treatment step has saved no choice. */
export const CHOOSE_TREATMENT_FIRST = 'Choose your treatment first.';

/**
 * The treatment of the drug, dosage and billing frequency saved on the customer's open visit of the
 * category (the read visitPreferences makes); null until all three are saved.
 */
export async function chosenTreatment(
  lapi: SessionLapiClient,
  category: VisitCategory,
): Promise<DomainTreatment | null> {
  const { current } = await savedVisit(lapi, category);
  return current ? visitTreatmentFor(category, current) : null;
}

export function noTreatmentChosen(): FormError {
  return formError(CHOOSE_TREATMENT_FIRST);
}

/** The treatment as the payment step shows it (from the domain's table). */
export function toVisitTreatment(treatment: DomainTreatment): VisitTreatment {
  return {
    productId: String(treatment.product_id),
    name: treatment.product_name,
    priceCents: toCents(treatment.price),
    frequency: treatment.frequency,
    priceLabel: priceLabel(treatment.price, treatment.frequency),
    frequencyText: treatmentBillingText(treatment.frequency),
    image: treatment.img,
  };
}
