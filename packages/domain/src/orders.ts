/** Order statuses the shop gives meaning to; any other status is shown as the legacy API spells it. */
export const ORDER_STATUS_DECLINED = 'Declined';

export function isDeclined(status: string): boolean {
  return status.trim().toLowerCase() === ORDER_STATUS_DECLINED.toLowerCase();
}

/** Orders ship with USPS; a tracking number links to its tracking page. */
export function trackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

// Made on first use, not when the module loads: a page's first Intl formatter initialises ICU (tens
// of ms), and public pages load this module without showing a date.
let dateFormat: Intl.DateTimeFormat | undefined;

/** '2026-10-02' or an ISO timestamp → 'Oct 2, 2026' (calendar dates are kept in UTC). */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(date);
}
