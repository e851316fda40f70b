import type { Frequency } from './frequency.ts';

/** A product line: the same gummies sold once, monthly or quarterly under three product ids. */
export type ProductFamily = 'sleep' | 'biotin' | 'immunity' | 'bundle';

export interface Product {
  readonly product_id: number;
  readonly product_name: string;
  /** Price in dollars, as the catalogue and the legacy API carry it. */
  readonly price: number;
  readonly frequency: Frequency;
  readonly quantity_supported: boolean;
  readonly img: string;
  readonly description: string;
  readonly dose: string;
  readonly family: ProductFamily;
}

export const PRICE_ONE_TIME = 24.99;
export const PRICE_MONTHLY = 17.5;
export const PRICE_QUARTERLY = 45;

interface Line {
  readonly family: Exclude<ProductFamily, 'bundle'>;
  readonly name: string;
  readonly ids: readonly [oneTime: number, monthly: number, quarterly: number];
  readonly img: string;
  readonly description: string;
  readonly dose: string;
  /** Spec section 3: only Sleep Gummies one-time is marked "quantity supported" among the lines. */
  readonly oneTimeQuantity: boolean;
}

const lines: readonly Line[] = [
  {
    family: 'sleep',
    name: 'Sleep Gummies',
    ids: [40, 41, 42],
    img: '/images/supp-sleep.webp',
    description: 'Melatonin and L-theanine gummies to fall asleep faster and wake up rested.',
    dose: 'Two gummies 30 minutes before bed',
    oneTimeQuantity: true,
  },
  {
    family: 'biotin',
    name: 'Biotin Gummies',
    ids: [30, 31, 32],
    img: '/images/supp-biotin.webp',
    description: 'Biotin, zinc and vitamins A, C and E for stronger hair, skin and nails.',
    dose: 'Two gummies a day',
    oneTimeQuantity: false,
  },
  {
    family: 'immunity',
    name: 'Immunity Gummies',
    ids: [35, 36, 37],
    img: '/images/supp-immunity.webp',
    description: 'Elderberry, vitamin C, vitamin D3 and zinc for everyday immune support.',
    dose: 'Two gummies a day',
    oneTimeQuantity: false,
  },
];

const frequencies = ['ONE_TIME', 'MONTHLY', 'QUARTERLY'] as const satisfies readonly Frequency[];
const prices: Record<Frequency, number> = {
  ONE_TIME: PRICE_ONE_TIME,
  MONTHLY: PRICE_MONTHLY,
  QUARTERLY: PRICE_QUARTERLY,
};

const lineProducts: Product[] = lines.flatMap((line) =>
  frequencies.map(
    (frequency, index): Product => ({
      product_id: line.ids[index] as number,
      product_name: line.name,
      price: prices[frequency],
      frequency,
      quantity_supported: frequency === 'ONE_TIME' ? line.oneTimeQuantity : true,
      img: line.img,
      description: line.description,
      dose: line.dose,
      family: line.family,
    }),
  ),
);

export const HOLIDAY_BUNDLE: Product = {
  product_id: 160,
  product_name: 'Holiday Bundle Special',
  price: PRICE_ONE_TIME,
  frequency: 'ONE_TIME',
  quantity_supported: false,
  img: '/images/supp-bundle.webp',
  description: 'One bottle each of Sleep, Hair (Biotin) and Immunity Gummies.',
  dose: 'One bottle each',
  family: 'bundle',
};

/** The whole catalogue of spec section 3, ordered by product id. */
export const catalogue: readonly Product[] = [...lineProducts, HOLIDAY_BUNDLE].sort(
  (a, b) => a.product_id - b.product_id,
);

const byId = new Map(catalogue.map((product) => [product.product_id, product]));

export function findProduct(productId: number): Product | undefined {
  return byId.get(productId);
}
