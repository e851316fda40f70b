import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import type { Hono } from 'hono';
import type { GatewayYoga } from '../yoga.ts';
import { setSecurityHeaders } from './security-headers.ts';

/**
 * GraphQL answers smaller than this go as they are: the headers and the compressor's setup would cost
 * more than the bytes saved (a Shell answer is about 300 bytes; Orders about 3 KB, which brotli
 * halves).
 */
export const GRAPHQL_COMPRESSION_THRESHOLD = 1024;

/**
 * The largest GraphQL request body the gateway reads. The biggest real ones (a message, a visit's free
 * text answer) are a few KiB; photos go to /attachments. Checked here from Content-Length, before
 * anything is read, instead of by Yoga's limit, which streams every body through a counting
 * TransformStream (a pipeline, an AbortSignal and a DOMException per request: ~4% of the gateway's
 * CPU per Shell query in a profile).
 */
export const GRAPHQL_MAX_BODY_BYTES = 64 * 1024;

/** Why a GraphQL request's body is refused before it is read, or null when it may be read. */
export function bodyRefusal(
  method: string | undefined,
  contentLength: string | undefined,
): { status: 411 | 413; message: string } | null {
  if (method !== 'POST') return null;
  if (contentLength === undefined) return { status: 411, message: 'A Content-Length is required.' };
  if (!/^\d{1,12}$/.test(contentLength) || Number(contentLength) > GRAPHQL_MAX_BODY_BYTES) {
    return { status: 413, message: 'The request is too large.' };
  }
  return null;
}

/** A refusal in GraphQL's response shape, so clients read it like any other error. */
export function refusalBody(message: string, status: number): string {
  return JSON.stringify({
    errors: [{ message, extensions: { code: status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST' } }],
  });
}

/**
 * Brotli at quality 4: per request, the higher levels cost milliseconds of CPU for a few bytes on
 * answers this small; static assets are compressed at build time at the highest levels instead.
 */
const compressGraphql = compression({
  threshold: GRAPHQL_COMPRESSION_THRESHOLD,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
});

/**
 * The gateway's node:http request listener. /graphql, which every customer page waits for, goes
 * straight to Yoga's own node adapter: no Hono routing, no copy of the answer into a new Response
 * (measured: that layer took about 0.21 ms of the 0.87 ms the gateway spent per Shell query). Its
 * headers are set once, before Yoga writes: security headers and `no-store` (the answers carry
 * customer and health data). Everything else (the app, /health, attachments, error notices) is the
 * Hono app.
 */
export function createGatewayListener({
  yoga,
  app,
}: {
  yoga: GatewayYoga;
  app: Hono;
}): (request: IncomingMessage, response: ServerResponse) => void {
  const rest = getRequestListener(app.fetch);
  return (request, response) => {
    if (!isGraphqlPath(request.url)) {
      void rest(request, response);
      return;
    }
    setSecurityHeaders(response);
    response.setHeader('cache-control', 'no-store');
    const refusal = bodyRefusal(request.method, request.headers['content-length']);
    if (refusal) {
      // The unread body is not worth keeping the connection for.
      response.writeHead(refusal.status, { 'content-type': 'application/json', connection: 'close' });
      response.end(refusalBody(refusal.message, refusal.status));
      return;
    }
    compressGraphql(request as never, response as never, () => {
      void yoga(request, response);
    });
  };
}

function isGraphqlPath(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith('/graphql')) return false;
  return url.length === 8 || url[8] === '?';
}
