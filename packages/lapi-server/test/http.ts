import type { Envelope } from '../src/http/envelope.ts';

/** Anything with a fetch handler: the Hono app in-process, or a wrapper around a real HTTP server. */
export interface Fetcher {
  fetch(request: Request): Response | Promise<Response>;
}

export interface LapiCallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** urlencoded (the gateway's encoding) by default; multipart as browsers send it. */
  encoding?: 'urlencoded' | 'multipart';
  /** Base URL for real HTTP; in-process requests need only some origin. */
  baseUrl?: string;
  /** File fields (e.g. upload_image's `fileToUpload`); only with multipart encoding. */
  files?: Readonly<Record<string, File>>;
  /** Further request headers, e.g. `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
}

/** A legacy request: POST, one form field `data` holding `data` as JSON (a string is sent as is). */
export function lapiRequest(path: string, data: unknown, options: LapiCallOptions = {}): Request {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token}`);
  let body: URLSearchParams | FormData;
  if (options.encoding === 'multipart') {
    body = new FormData();
    body.set('data', json);
    for (const [name, file] of Object.entries(options.files ?? {})) body.set(name, file);
  } else {
    if (options.files) throw new Error('lapiRequest: files need the multipart encoding');
    body = new URLSearchParams({ data: json });
  }
  return new Request(new URL(path, options.baseUrl ?? 'http://lapi.test'), { method: 'POST', headers, body });
}

export interface LapiAnswer {
  readonly httpStatus: number;
  readonly envelope: Envelope;
  readonly headers: Headers;
}

export async function callLapi(
  fetcher: Fetcher,
  path: string,
  data: unknown,
  options: LapiCallOptions = {},
): Promise<LapiAnswer> {
  return send(fetcher, lapiRequest(path, data, options));
}

/** Sends any request (for malformed ones) and reads the envelope. */
export async function send(fetcher: Fetcher, request: Request): Promise<LapiAnswer> {
  const response = await fetcher.fetch(request);
  return {
    httpStatus: response.status,
    envelope: (await response.json()) as Envelope,
    headers: response.headers,
  };
}
