/** Order statuses the shop gives meaning to; any other status is shown as the legacy API spells it. */
export const ORDER_STATUS_DECLINED = 'Declined';

export function isDeclined(status: string): boolean {
  return status.trim().toLowerCase() === ORDER_STATUS_DECLINED.toLowerCase();
}

/** Orders ship with USPS; a tracking number links to its tracking page. */
export function trackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * '2026-10-02' or an ISO timestamp → 'Oct 2, 2026' (calendar dates are kept in UTC). Written by hand,
 * as Intl's en-US medium date would write it (orders.test.ts compares the two over every day of four
 * centuries): a page's first Intl formatter initialises ICU, 30-35 ms of a customer page's first render
 * on this machine (×4 under Lighthouse's throttling), for a format this fixed.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
