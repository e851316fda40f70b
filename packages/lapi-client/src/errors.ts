/** Base of every error the legacy client raises, so callers can tell lapi trouble from their own bugs. */
export class LapiError extends Error {
  constructor(
    message: string,
    readonly path: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * The legacy API answered with status FAILURE, or with a non-2xx HTTP status. `message` is the server's
 * message when it sent one. Payment-style answers also carry `errorDescription` (400/402/403/409) or
 * `errorCode` (500), as spec section 8 describes. Answers to bad form input carry `fieldErrors`, the
 * first problem per field (`data.fields` of lapi-server's 400s), for the form to show next to each field.
 */
export class LapiFailure extends LapiError {
  constructor(
    message: string,
    path: string,
    readonly httpStatus: number,
    readonly serverMessage: string | null,
    readonly details: {
      errorDescription?: string;
      errorCode?: string;
      fieldErrors?: Record<string, string>;
    } = {},
  ) {
    super(message, path);
  }

  /**
   * The session is over: its token is unknown, expired or revoked (401), or it is not the lead's (403).
   * The one test for it; the gateway answers UNAUTHENTICATED and the app logs the customer out.
   */
  get isSessionEnded(): boolean {
    return this.httpStatus === 401 || this.httpStatus === 403;
  }
}

/** The answer could not be understood: not JSON, not the envelope, or data of the wrong shape. */
export class LapiProtocolError extends LapiError {}

/** No answer within the timeout. */
export class LapiTimeoutError extends LapiError {}

/** The connection failed (refused, reset, DNS). */
export class LapiNetworkError extends LapiError {}
