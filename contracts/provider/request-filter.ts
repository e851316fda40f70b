import type { IncomingMessage, ServerResponse } from 'node:http';

/** What Pact's verification proxy (express) hands a request filter. */
export type ProxiedRequest = IncomingMessage & { body?: unknown };

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * Works around pact-js #884: the Verifier's proxy parses urlencoded bodies into an object (express
 * `urlencoded()` runs before any request filter) and then forwards `JSON.stringify(object)` with the
 * ORIGINAL content-length. The JSON is shorter than the percent-encoded form, so the provider waits
 * for bytes that never come and the interaction fails after ~30 s.
 *
 * This filter puts the form back: it re-encodes the parsed fields exactly as the lapi client encodes
 * them (URLSearchParams; for the bodies of the pact, which the client made, that reproduces the
 * recorded bytes) and sets content-length to the new length. The proxy forwards a Buffer body as is.
 */
export function restoreFormBody(req: ProxiedRequest, _res: ServerResponse, next: () => void): void {
  const body = req.body;
  if (FORM.test(req.headers['content-type'] ?? '') && isPlainObject(body)) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) {
      if (typeof value !== 'string') {
        throw new Error(
          `restoreFormBody: form field "${name}" is not text; nested form fields are not supported`,
        );
      }
      form.append(name, value);
    }
    const bytes = Buffer.from(form.toString(), 'utf8');
    req.body = bytes;
    req.headers['content-length'] = String(bytes.length);
  }
  next();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !Array.isArray(value);
}
