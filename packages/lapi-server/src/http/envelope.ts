import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The legacy response body, exactly. `message` is usually text, but one legacy call (orders details)
 * puts its payload there, so it may be an object.
 */
export interface Envelope {
  status: 'SUCCESS' | 'FAILURE';
  data: unknown;
  message: string | Record<string, unknown>;
  /** Payment-style failures only (see paymentFailure). */
  error_description?: string;
  error_code?: string;
}

/** What a handler returns: the envelope and the HTTP status it travels with. */
export interface Reply {
  readonly httpStatus: ContentfulStatusCode;
  readonly envelope: Envelope;
}

export function success(data: unknown, message: Envelope['message'] = ''): Reply {
  return { httpStatus: 200, envelope: { status: 'SUCCESS', data, message } };
}

/**
 * Failures carry a non-2xx status: clients of the legacy API count only 2xx as success (spec section 7),
 * so a FAILURE with 200 would be read as success by some of them.
 */
export function failure(httpStatus: ContentfulStatusCode, message: string, data: unknown = null): Reply {
  return { httpStatus, envelope: { status: 'FAILURE', data, message } };
}

/**
 * A payment-style failure (spec section 8): legacy clients show `error_description` for 400, 402, 403
 * and 409, and `error_code` for 500; `message` carries the description too, for clients that read only
 * the envelope's message. The description must be safe to show (never a card number).
 */
export function paymentFailure(
  httpStatus: ContentfulStatusCode,
  description: string,
  code: string,
  data: unknown = null,
): Reply {
  return {
    httpStatus,
    envelope: {
      status: 'FAILURE',
      data,
      message: description,
      error_description: description,
      error_code: code,
    },
  };
}

/** The fixed answers of the protocol itself, shared so every route words them the same way. */
export const protocolFailures = {
  notAuthenticated: () => failure(401, 'Not authenticated.'),
  notAllowed: () => failure(403, 'Not allowed.'),
  notFound: () => failure(404, 'Not found.'),
  methodNotAllowed: () => failure(405, 'Method not allowed. Every call of this API is a POST.'),
  tooLarge: () => failure(413, 'Request too large.'),
  internalError: () => failure(500, 'Internal error.'),
} as const;
