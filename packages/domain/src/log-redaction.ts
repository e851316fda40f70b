/**
 * What never reaches a server log line, whatever logs it (gateway and legacy API; pino `redact`).
 * Secrets by key: passwords, session and reset tokens, cookies, card fields (spec section 7's ccnum,
 * ccexp, cccvv, and their GraphQL names, NewCardInput's number, expiry and securityCode among them),
 * and the parts of a database error that quote the data: the statement's parameters (PHI, e-mails,
 * password hashes) and Postgres's `detail` ("Key (email)=(…)").
 */
export const SECRET_LOG_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'current_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'token',
  'resetToken',
  'authorization',
  'cookie',
  'set-cookie',
  'ccnum',
  'ccexp',
  'cccvv',
  'cardNumber',
  'number',
  'expiry',
  'securityCode',
  'cvv',
  'cvc',
  'params',
  'parameters',
  'detail',
] as const;

/**
 * pino `redact` paths for SECRET_LOG_KEYS at the top of a line's object and up to three levels below
 * it (`err.cause.params`, `req.headers.cookie`, `input.card.ccnum`): pino's wildcards match one level
 * each, and deeper objects are not what these services log.
 */
export function secretLogPaths(depth = 3): string[] {
  const paths: string[] = [];
  for (let level = 0; level <= depth; level += 1) {
    const prefix = '*.'.repeat(level);
    for (const key of SECRET_LOG_KEYS) {
      paths.push(/^[A-Za-z_$][\w$]*$/.test(key) ? `${prefix}${key}` : `${prefix}["${key}"]`);
    }
  }
  return paths;
}

/** pino's `redact` option for every server log. */
export const LOG_REDACTION = { paths: secretLogPaths(), censor: '[Redacted]' } as const;

/**
 * A database error's message and stack without the statement's parameters: drizzle writes them into
 * the message ("Failed query: …\nparams: alex@…,$argon2id…"), where no key-based redaction reaches.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [Redacted]');
}

/** A serialised error (pino's err serializer) with withoutQueryParams applied to it and its causes. */
export function scrubSerializedError<T extends { message: string; stack?: string; cause?: unknown }>(
  serialized: T,
): T {
  serialized.message = withoutQueryParams(serialized.message);
  if (serialized.stack) serialized.stack = withoutQueryParams(serialized.stack);
  const cause = serialized.cause as { message?: unknown } | undefined;
  if (cause && typeof cause.message === 'string') scrubSerializedError(cause as T);
  return serialized;
}
