import * as yup from 'yup';

/**
 * Click registration (spec sections 3, 7 and 8): every visit sends all URL query parameters plus
 * user_agent, referrer, url and device_type; the legacy API answers a click_id. The limits are the
 * legacy API's (lapi-server `click/create/`): the browser keeps only the parameters it would accept, so
 * one odd parameter in a campaign link never costs the whole click, and the gateway refuses anything
 * beyond them before it reaches the legacy API.
 */

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The click record's named fields that come from query parameters (spec section 3). */
export const CLICK_CAMPAIGN_FIELDS = ['a', 'c1', 's1', 's2', 's3', 's4', 's5', 'campaigns_id'] as const;

/**
 * Names a query parameter cannot take over: the browser's own measurements, the public token and the
 * client address the gateway knows better, and the lead (clicks are anonymous; a `leads_id` in a link
 * could claim someone else's attribution).
 */
export const CLICK_RESERVED_NAMES: ReadonlySet<string> = new Set([
  'token',
  'url',
  'referrer',
  'user_agent',
  'device_type',
  'ip_address',
  'leads_id',
]);

export const CLICK_LIMITS = {
  /** Other parameters the legacy API keeps per click. */
  extraParams: 30,
  /** All parameters of one click: the campaign fields plus the extras. */
  params: CLICK_CAMPAIGN_FIELDS.length + 30,
  nameLength: 64,
  campaignValueLength: 255,
  extraValueLength: 500,
  urlLength: 2048,
  userAgentLength: 1024,
} as const;

const PARAM_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const CAMPAIGN_ID = /^\d{0,18}$/;

export interface ClickParam {
  name: string;
  value: string;
}

export interface ClickRegistration {
  params: ClickParam[];
  url: string;
  referrer: string;
  userAgent: string;
  deviceType: DeviceType;
}

const campaignFields: ReadonlySet<string> = new Set(CLICK_CAMPAIGN_FIELDS);

function isCampaignField(name: string): boolean {
  return campaignFields.has(name);
}

/** Whether the legacy API accepts this parameter as it is (name, value length, campaigns_id digits). */
export function isAcceptedClickParam({ name, value }: ClickParam): boolean {
  if (!PARAM_NAME.test(name) || CLICK_RESERVED_NAMES.has(name)) return false;
  if (name === 'campaigns_id') return CAMPAIGN_ID.test(value.trim());
  const max = isCampaignField(name) ? CLICK_LIMITS.campaignValueLength : CLICK_LIMITS.extraValueLength;
  return value.length <= max;
}

/**
 * The query parameters a click carries: the first value of each accepted name, in the URL's order,
 * with at most `CLICK_LIMITS.extraParams` beyond the campaign fields. Dropped rather than cut short:
 * a truncated campaign id would attribute the visit to a campaign that does not exist.
 */
export function clickParams(entries: Iterable<readonly [string, string]>): ClickParam[] {
  const seen = new Set<string>();
  const params: ClickParam[] = [];
  let extras = 0;
  for (const [name, value] of entries) {
    if (seen.has(name) || !isAcceptedClickParam({ name, value })) continue;
    if (!isCampaignField(name)) {
      if (extras === CLICK_LIMITS.extraParams) continue;
      extras += 1;
    }
    seen.add(name);
    params.push({ name, value });
  }
  return params;
}

/** Cuts a URL or referrer to the length the legacy API keeps (the start is what identifies a page). */
export function clampClickUrl(url: string): string {
  return url.slice(0, CLICK_LIMITS.urlLength);
}

/** From the user agent (client hints where the browser has them): what kind of device visits. */
export function deviceTypeOf(userAgent: string, mobileHint?: boolean): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (mobileHint === true || /Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

const invalid = 'Invalid click registration';

/** What the gateway accepts for Mutation.registerClick: nothing the legacy API would refuse. */
export const clickRegistrationSchema = yup.object({
  params: yup
    .array(
      yup.object({
        name: yup.string().required(invalid).max(CLICK_LIMITS.nameLength, invalid),
        value: yup.string().defined(invalid).max(CLICK_LIMITS.extraValueLength, invalid),
      }),
    )
    .required(invalid)
    .max(CLICK_LIMITS.params, invalid)
    .test('accepted', invalid, (params = []) => params.every((param) => isAcceptedClickParam(param)))
    .test(
      'unique',
      invalid,
      (params = []) => new Set(params.map((param) => param.name)).size === params.length,
    )
    .test(
      'extras',
      invalid,
      (params = []) =>
        params.filter((param) => !isCampaignField(param.name)).length <= CLICK_LIMITS.extraParams,
    ),
  url: yup.string().defined(invalid).max(CLICK_LIMITS.urlLength, invalid),
  referrer: yup.string().defined(invalid).max(CLICK_LIMITS.urlLength, invalid),
  userAgent: yup.string().defined(invalid).max(CLICK_LIMITS.userAgentLength, invalid),
  deviceType: yup.string().required(invalid).oneOf(DEVICE_TYPES, invalid),
});
