import { frequencyText, priceLabel, toCents, type VisitCategory, visitTreatment } from '@helmsman/domain';
import type { VisitTreatment } from '../types.generated.ts';

/** The treatment a visit of `category` orders, as the payment step shows it (from the domain's table). */
export function toVisitTreatment(category: VisitCategory): VisitTreatment {
  const treatment = visitTreatment(category);
  return {
    productId: String(treatment.product_id),
    name: treatment.product_name,
    priceCents: toCents(treatment.price),
    frequency: treatment.frequency,
    priceLabel: priceLabel(treatment.price, treatment.frequency),
    frequencyText: frequencyText(treatment.frequency),
    image: treatment.img,
  };
}
