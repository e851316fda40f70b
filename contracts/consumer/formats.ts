import { MatchersV3 } from '@pact-foundation/pact';

const { regex } = MatchersV3;

/**
 * The legacy API's value formats as the pacts pin them: a regex and an example each. The public
 * product token is lapi-server's default (LAPI_PUBLIC_TOKEN unset); a legacy API under verification
 * must accept it.
 */
export const PUBLIC_TOKEN = 'pk_helmsman_local';

/** Money as the legacy API writes it: a decimal string ("49.98"), which lapi-client turns into a number. */
export const amount = (example: string) => regex('^-?[0-9]+(\\.[0-9]+)?$', example);
export const isoDate = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example);
/** Dates of birth: 'MM/DD/YYYY'. */
export const usDate = (example: string) => regex('^[0-9]{2}/[0-9]{2}/[0-9]{4}$', example);
/** An instant with any offset. */
export const instant = (example: string) =>
  regex(
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
    example,
  );
/** An instant in UTC ('Z'), as the e-mail change's expiry is written. */
export const utcInstant = (example: string) =>
  regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?Z$', example);
export const frequency = (example: string) => regex('^(ONE_TIME|MONTHLY|QUARTERLY)$', example);
/** Session tokens: opaque, header-safe, at least 16 characters (lapi-client refuses shorter ones). */
export const sessionToken = (example: string) => regex('^\\S{16,}$', example);
