import { FREQUENCIES, type Frequency, UnknownFrequencyError } from './frequency.ts';

/** A cart line as the shop keeps it in local storage (spec section 3, "Stored cart item"). */
export interface StoredCartItem {
  name: string;
  product_id: string;
  price: number;
  frequency: Frequency;
  description: string;
  dose: string;
  quantity: number;
  img: string;
}

const stringFields = ['name', 'product_id', 'description', 'dose', 'img'] as const;
const numberFields = ['price', 'quantity'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Strict number: a real number, not a numeric string and not NaN. */
function isStrictNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * True when `item` is a complete stored cart item. Throws UnknownFrequencyError when the item carries
 * a frequency the shop does not know: that is a programming or data-migration error, not user noise.
 */
export function isValidStoredCartItem(item: unknown): item is StoredCartItem {
  if (!isRecord(item)) return false;
  if ('frequency' in item && typeof item.frequency === 'string' && item.frequency !== '') {
    if (!(FREQUENCIES as readonly string[]).includes(item.frequency)) {
      throw new UnknownFrequencyError(item.frequency);
    }
  } else {
    return false;
  }
  return (
    stringFields.every((field) => isNonEmptyString(item[field])) &&
    numberFields.every((field) => isStrictNumber(item[field]))
  );
}

/** Spec section 5: invalid stored items are dropped on load; an unknown frequency raises. */
export function validateStoredCartItems(items: unknown): StoredCartItem[] {
  if (!Array.isArray(items)) return [];
  return items.filter(isValidStoredCartItem);
}
