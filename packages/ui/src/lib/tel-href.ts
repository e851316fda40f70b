/**
 * '(555) 010-0199' → 'tel:+15550100199'. A ten-digit number is taken as US (+1), so phones dial it
 * from abroad too; anything else keeps its digits and a leading '+'.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
