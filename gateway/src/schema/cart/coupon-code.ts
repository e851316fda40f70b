import { formError } from '../../errors/index.ts';
import type { FormError } from '../types.generated.ts';

/** Longer than any code a shop prints; the legacy API refuses it anyway, this spares the call. */
const CODE_MAX_LENGTH = 64;

/** A refusal of a coupon, shown on the coupon field (the legacy API's words when it is theirs). */
export function couponRefusal(message: string): FormError {
  return formError(message, { code: message });
}

/** The code as typed, trimmed; or the refusal for an empty or overlong one, before any legacy call. */
export function couponCode(value: string): { code: string } | { refusal: FormError } {
  const code = value.trim();
  if (code === '') return { refusal: couponRefusal('Enter a coupon code.') };
  if (code.length > CODE_MAX_LENGTH) return { refusal: couponRefusal('This coupon code is not valid.') };
  return { code };
}
