/**
 * The gateway's error vocabulary (gateway/README.md, "Errors"): what a legacy failure becomes for the
 * customer. Resolvers take these from here; one checks a legacy HTTP status itself only for a meaning
 * particular to its call (a 404 for a missing extension, a 409 for a visit in another state).
 */
export { FIX_FIELDS, formError, formErrorOf, toFormFieldErrors } from './form-errors.ts';
export { legacyLoadFailure, loadFailureMessage } from './load-failures.ts';
export { LEGACY_UNAVAILABLE, maskGatewayError } from './masking.ts';
export { refusalMessage, refusalOrThrow } from './refusals.ts';
export {
  asCustomer,
  endsSession,
  isSessionEnded,
  mapLapiError,
  UNAUTHENTICATED,
  unauthenticated,
} from './session.ts';
export { type SettledParts, settleParts } from './settle-parts.ts';
