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
    compressGraphql(request as never, response as never, () => {
      void yoga(request, response);
    });
  };
}

function isGraphqlPath(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith('/graphql')) return false;
  return url.length === 8 || url[8] === '?';
}
