import { frequencyText } from './frequency.ts';
import { VISIT_CATEGORIES, type VisitCategory } from './online-visit.ts';
import {
  VISIT_TREATMENT_FREQUENCIES,
  type VisitTreatmentFrequency,
  visitDrugs,
} from './visit-preferences.ts';

/**
 * The prescribed treatments an online visit orders (/order/create/), beside the shop's catalogue: the
 * doctor reviews the visit before it ships. One product per category, drug, dosage and billing
 * frequency, as the treatment step offers them (visit-preferences.ts): the price depends on the drug
 * and the dose. lapi-server seeds these products; the gateway names and prices the visit's payment
 * step from here.
 */
export interface VisitTreatment {
  readonly product_id: number;
  readonly product_name: string;
  /** Price in dollars per shipment, as the legacy API carries it. */
  readonly price: number;
  readonly frequency: VisitTreatmentFrequency;
  readonly img: string;
  readonly category: VisitCategory;
  /** As visit-preferences.ts names them: 'tadalafil', '5 mg'. */
  readonly drug: string;
  readonly dosage: string;
}

/** The treatment step's choices a product follows (the billing frequency, not the ship frequency). */
export interface VisitTreatmentChoice {
  readonly drug?: string | null | undefined;
  readonly dosage?: string | null | undefined;
  readonly frequency?: string | null | undefined;
}

/** Monthly prices in dollars: one per dosage, or one for every dose (GLP-1 programmes). */
const monthlyPrices: Readonly<Record<string, number | Readonly<Record<string, number>>>> = {
  sildenafil: { '25 mg': 20, '50 mg': 30, '100 mg': 40 },
  tadalafil: { '2.5 mg': 25, '5 mg': 35, '10 mg': 45, '20 mg': 55 },
  finasteride: { '1 mg': 20 },
  minoxidil: { '2.5 mg': 25, '5 mg': 30 },
  doxepin: { '3 mg': 25, '6 mg': 30 },
  trazodone: { '25 mg': 20, '50 mg': 25 },
  semaglutide: 299,
  tirzepatide: 399,
};

/** Three months billed at once, 10% off. */
const QUARTERLY_MONTHS = 3;
const QUARTERLY_DISCOUNT = 0.1;

/**
 * Ids: the category's base + drug position × 100 + dosage position × 10 + 1 when billed quarterly
 * (positions in visit-preferences.ts' lists): four digits, apart from the shop's and from each other.
 */
const idBases: Readonly<Record<VisitCategory, number>> = {
  ed: 2000,
  sleep: 2200,
  hair: 2400,
  'SKY GLP': 3000,
};

const images: Readonly<Record<VisitCategory, string>> = {
  ed: '/images/treatment-ed.webp',
  sleep: '/images/supp-sleep.webp',
  hair: '/images/supp-biotin.webp',
  'SKY GLP': '/images/treatment-glp.webp',
};

/** The GLP-1 drugs are sold as programmes (doctor check-ins, tracking), and named so. */
const productStems: Readonly<Record<string, string>> = {
  semaglutide: 'Semaglutide Weight Programme',
  tirzepatide: 'Tirzepatide Weight Programme',
};

function monthlyPrice(drug: string, dosage: string): number {
  const prices = monthlyPrices[drug];
  const price = typeof prices === 'number' ? prices : prices?.[dosage];
  if (price === undefined) throw new Error(`No price for ${drug} ${dosage}`);
  return price;
}

function priceOf(monthly: number, frequency: VisitTreatmentFrequency): number {
  if (frequency === 'MONTHLY') return monthly;
  return Math.round(monthly * QUARTERLY_MONTHS * (1 - QUARTERLY_DISCOUNT) * 100) / 100;
}

function treatmentsOf(category: VisitCategory): VisitTreatment[] {
  return visitDrugs[category].flatMap((drug, drugIndex) =>
    drug.dosages.flatMap((dosage, dosageIndex) =>
      VISIT_TREATMENT_FREQUENCIES.map((frequency) => ({
        product_id:
          idBases[category] + drugIndex * 100 + dosageIndex * 10 + (frequency === 'QUARTERLY' ? 1 : 0),
        product_name: `${productStems[drug.value] ?? drug.label} ${dosage}`,
        price: priceOf(monthlyPrice(drug.value, dosage), frequency),
        frequency,
        img: images[category],
        category,
        drug: drug.value,
        dosage,
      })),
    ),
  );
}

/** Every treatment of every category, in the treatment step's order. */
export const VISIT_TREATMENTS: readonly VisitTreatment[] = VISIT_CATEGORIES.flatMap(treatmentsOf);

const byId = new Map(VISIT_TREATMENTS.map((treatment) => [treatment.product_id, treatment]));

export function visitTreatmentById(productId: number): VisitTreatment | undefined {
  return byId.get(productId);
}

// Both billings of a drug and dosage share a name, and a name belongs to one category's drugs.
const categoryByName = new Map(
  VISIT_TREATMENTS.map((treatment) => [treatment.product_name, treatment.category]),
);

/**
 * The category whose treatment an order line names, or undefined for anything else (a gummy). The order
 * history carries no product ids (its lines are keyed by line, spec section 3) but copies the product's
 * name, so a treatment order is known by it.
 */
export function visitTreatmentCategoryByName(productName: string): VisitCategory | undefined {
  return categoryByName.get(productName);
}

/** The treatment a visit of `category` orders for the choices; null while any is missing or not the category's. */
export function visitTreatmentFor(
  category: VisitCategory,
  choice: VisitTreatmentChoice,
): VisitTreatment | null {
  return (
    VISIT_TREATMENTS.find(
      (treatment) =>
        treatment.category === category &&
        treatment.drug === choice.drug &&
        treatment.dosage === choice.dosage &&
        treatment.frequency === choice.frequency,
    ) ?? null
  );
}

/** What the demo's earlier treatment orders were for: each category's usual first prescription. */
export const defaultVisitTreatmentChoices: Readonly<Record<VisitCategory, VisitTreatmentChoice>> = {
  ed: { drug: 'sildenafil', dosage: '50 mg', frequency: 'MONTHLY' },
  sleep: { drug: 'doxepin', dosage: '3 mg', frequency: 'MONTHLY' },
  hair: { drug: 'finasteride', dosage: '1 mg', frequency: 'MONTHLY' },
  'SKY GLP': { drug: 'semaglutide', dosage: '0.25 mg', frequency: 'MONTHLY' },
};

export function defaultVisitTreatment(category: VisitCategory): VisitTreatment {
  const treatment = visitTreatmentFor(category, defaultVisitTreatmentChoices[category]);
  if (!treatment) throw new Error(`No default treatment for ${category}`);
  return treatment;
}

/** How a treatment is billed, beside its price (the shop's bottle wording is for gummies). */
const billingTexts: Readonly<Record<VisitTreatmentFrequency, string>> = {
  MONTHLY: 'Billed every month',
  QUARTERLY: 'Billed every three months',
};

export function treatmentBillingText(frequency: VisitTreatmentFrequency): string {
  return billingTexts[frequency];
}

/**
 * How a subscription names its plan: a treatment's billing ('Billed every month'), a gummy's bottles
 * ('One bottle a month subscription', the spec's wording).
 */
export function subscriptionFrequencyText(productId: number, frequency: VisitTreatmentFrequency): string {
  return visitTreatmentById(productId) ? treatmentBillingText(frequency) : frequencyText(frequency);
}
