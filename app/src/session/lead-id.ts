import { DEFAULT_COOKIE_PATH } from '@helmsman/domain';

/** The marketing site hands the visitor's lead id over in this cookie. */
export const LEAD_COOKIE = 'leads_id';

/**
 * Spec section 4: the lead id is taken from an inbound cookie (which is then removed) or from local
 * storage. Only the id travels this way; access still needs the session cookie.
 */
export function takeInboundLeadId(doc: Pick<Document, 'cookie'>): string | null {
  const match = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LEAD_COOKIE}=`));
  if (!match) return null;
  doc.cookie = `${LEAD_COOKIE}=; Max-Age=0; Path=${DEFAULT_COOKIE_PATH}; SameSite=Lax`;
  const value = decodeURIComponent(match.slice(LEAD_COOKIE.length + 1));
  return /^\d{1,12}$/.test(value) ? value : null;
}
