import type { Frequency } from './frequency.ts';
import type { VisitCategory } from './online-visit.ts';

/**
 * The prescribed treatment an online visit of each category orders (/order/create/), beside the
 * shop's catalogue: the doctor reviews the visit before it ships. lapi-server seeds these products;
 * the gateway names and prices the visit's payment step from here.
 */
export interface VisitTreatment {
  readonly product_id: number;
  readonly product_name: string;
  /** Price in dollars, as the legacy API carries it. */
  readonly price: number;
  readonly frequency: Frequency;
  readonly img: string;
}

export const visitTreatments: Readonly<Record<VisitCategory, VisitTreatment>> = {
  ed: {
    product_id: 201,
    product_name: 'Sildenafil 50 mg',
    price: 30,
    frequency: 'MONTHLY',
    img: '/images/treatment-ed.webp',
  },
  sleep: {
    product_id: 211,
    product_name: 'Doxepin 3 mg',
    price: 25,
    frequency: 'MONTHLY',
    img: '/images/supp-sleep.webp',
  },
  hair: {
    product_id: 221,
    product_name: 'Finasteride 1 mg',
    price: 20,
    frequency: 'MONTHLY',
    img: '/images/supp-biotin.webp',
  },
  'SKY GLP': {
    product_id: 301,
    product_name: 'Semaglutide Weight Programme',
    price: 299,
    frequency: 'MONTHLY',
    img: '/images/treatment-glp.webp',
  },
};

/** The treatment a visit of `category` orders. */
export function visitTreatment(category: VisitCategory): VisitTreatment {
  return visitTreatments[category];
}
