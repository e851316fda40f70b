import type { MiddlewareHandler } from 'hono';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE } from './scripts-after-paint.ts';

/**
 * The headers every answer carries, as one constant: the Hono routes and the /graphql fast path
 * (listener.ts) set the same ones, without building them per request. The CSP allows only the shop's
 * own scripts and style sheets, no inline <style>: Panda's CSS is a static file, and React, Ark UI and
 * zag set styles through the CSSOM (element.style), which CSP does not restrict. Style attributes are
 * allowed (style-src-attr): Chartist writes them. Every journey fails on a violation Chromium reports
 * (app/e2e/journey.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    // The one inline script: the loader of prerendered pages' scripts (scripts-after-paint.ts).
    `script-src 'self' ${SCRIPTS_AFTER_PAINT_CSP_SOURCE}`,
    "style-src 'self'",
    // Style attributes only (Chartist sizes the weight chart's labels with them); never a <style>
    // element or inline sheet, where injected CSS could select and leak what the page shows.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // One year (ASVS 5 V3.4.1; the preload list's minimum): a browser that once reached the shop over
  // HTTPS never tries plain HTTP for it within that time.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const entries = Object.entries(SECURITY_HEADERS);

/** For the Hono routes: the same headers, on every answer, errors and 404s included. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of entries) c.res.headers.set(name, value);
  };
}

/** For node:http answers: set before the handler writes its head, which keeps them. */
export function setSecurityHeaders(response: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of entries) response.setHeader(name, value);
}
