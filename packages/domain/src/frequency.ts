import { formatUsd, toCents } from './money.ts';

export const FREQUENCIES = ['ONE_TIME', 'MONTHLY', 'QUARTERLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

const texts: Record<Frequency, string> = {
  ONE_TIME: 'One bottle',
  MONTHLY: 'One bottle a month subscription',
  QUARTERLY: 'Three bottles every quarter subscription',
};

const priceSuffixes: Record<Frequency, string> = {
  ONE_TIME: '',
  MONTHLY: '/month',
  QUARTERLY: '/quarterly',
};

export class UnknownFrequencyError extends Error {
  constructor(readonly frequency: unknown) {
    super(`Unknown frequency: ${String(frequency)}`);
    this.name = 'UnknownFrequencyError';
  }
}

function assertFrequency(frequency: unknown): asserts frequency is Frequency {
  if (!isFrequency(frequency)) throw new UnknownFrequencyError(frequency);
}

/** 'One bottle', 'One bottle a month subscription', 'Three bottles every quarter subscription'. */
export function frequencyText(frequency: Frequency): string {
  assertFrequency(frequency);
  return texts[frequency];
}

/** '$24.99', '$17.50/month', '$45.00/quarterly'. */
export function priceLabel(price: number, frequency: Frequency): string {
  assertFrequency(frequency);
  return `${formatUsd(toCents(price))}${priceSuffixes[frequency]}`;
}
