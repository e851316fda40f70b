import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { stringify } from 'safe-stable-stringify';
import { Pool, errors as undiciErrors } from 'undici';
import { z } from 'zod';
import type { CallDefinition } from './define-call.ts';
import { LapiFailure, LapiNetworkError, LapiProtocolError, LapiTimeoutError } from './errors.ts';

export interface LapiClientOptions {
  /** Origin of the legacy API, optionally with a path prefix before `/lapi` (e.g. http://127.0.0.1:8081). */
  baseUrl: string;
  /** Deadline of each step of a call: connecting, the answer's headers, each chunk of its body. */
  timeoutMs?: number;
  /** Keep-alive connections to the legacy API. */
  connections?: number;
}

/** The file of a multipart call (upload_image). */
export interface MultipartFile {
  /** The form field; the legacy API's one file field is `fileToUpload` (the default). */
  readonly field?: string;
  readonly bytes: Uint8Array;
  /** Sent as the part's file name; the legacy API judges the bytes, not the name. */
  readonly filename: string;
  /** Sent as the part's Content-Type, e.g. 'image/jpeg'. */
  readonly contentType: string;
}

/** Per-call options of customer calls. */
export interface CallOptions {
  /**
   * Sent as the `Idempotency-Key` header: the legacy API does the write at most once per customer,
   * path and key, and answers a repeat with the first answer (lapi-server's idempotent routes). A
   * legacy API that does not know the header ignores it.
   */
  readonly idempotencyKey?: string | undefined;
}

/** The header of CallOptions.idempotencyKey. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * On whose behalf the gateway calls: the browser's address as the gateway determined it, and the
 * gateway request's id. Sent as `X-Forwarded-For` and `X-Request-Id` on every call of the view that
 * forRequest returns, for the legacy API's audit trail (it believes them only from trusted peers).
 */
export interface RequestOrigin {
  /** An IPv4 or IPv6 address; anything else (e.g. 'unknown' for in-process requests) is not sent. */
  readonly clientIp?: string | undefined;
  /** Letters, digits and `._:-`, at most 128 characters; anything else is not sent. */
  readonly requestId?: string | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function originHeaders(origin: RequestOrigin): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (origin.clientIp !== undefined && isIP(origin.clientIp) !== 0)
    headers['x-forwarded-for'] = origin.clientIp;
  if (origin.requestId !== undefined && REQUEST_ID.test(origin.requestId))
    headers['x-request-id'] = origin.requestId;
  return headers;
}

/** What a client and its per-request views share: one pool, one base path, one deadline. */
class Transport {
  readonly pool: Pool;
  readonly prefix: string;
  readonly timeoutMs: number;

  constructor(options: LapiClientOptions) {
    const url = new URL(options.baseUrl);
    this.prefix = url.pathname.replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 32,
      keepAliveTimeout: 30_000,
      pipelining: 1,
      // The deadline is undici's own (connect, then headers, then each body chunk), not an
      // AbortSignal.timeout per call: that costs a timer and an AbortController on every call.
      connect: { timeout: this.timeoutMs },
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }
}

/** A logged-in customer as the gateway knows them from the session cookie. */
export interface LapiSession {
  readonly leadsId: number;
  readonly token: string;
}

const envelope = z.object({
  status: z.enum(['SUCCESS', 'FAILURE']),
  data: z.unknown().optional(),
  message: z.unknown().optional(),
  error_description: z.string().optional(),
  error_code: z.union([z.string(), z.number()]).optional(),
});

const API_BASES = { v1: '/lapi', v2: '/lapi/v2' } as const;

/**
 * The legacy transport of spec section 7: every call a POST of `application/x-www-form-urlencoded` with
 * one field `data` holding JSON, over a pool of keep-alive connections. JSON keys are serialised in a
 * fixed (sorted) order so the bodies are byte-stable: pacts can match them and logs diff cleanly.
 * Calls that carry a file (upload_image) go as `multipart/form-data` through `callMultipart`.
 */
export class LapiClient {
  readonly #transport: Transport;
  readonly #origin: Readonly<Record<string, string>>;

  /** `options`, or (from forRequest only) the transport to share; Transport is not exported. */
  constructor(options: LapiClientOptions | Transport, origin: RequestOrigin = {}) {
    this.#transport = options instanceof Transport ? options : new Transport(options);
    this.#origin = originHeaders(origin);
  }

  /**
   * A view of this client whose calls (public and forSession's alike) carry `origin` as headers. It
   * shares this client's connection pool: create one per request, and close only the client.
   */
  forRequest(origin: RequestOrigin): LapiClient {
    return new LapiClient(this.#transport, origin);
  }

  /** Makes a public call. */
  call<I, O>(definition: CallDefinition<I, O>, input: I): Promise<O> {
    if (definition.auth === 'customer') {
      throw new TypeError(`${definition.path} is customer-scoped: call it through forSession()`);
    }
    return this.#send(definition, input as object, undefined);
  }

  /**
   * Makes a public call as `multipart/form-data`: the `data` field as in every call, plus `file`.
   * Same pool, envelope parsing and errors as `call`.
   */
  callMultipart<I, O>(definition: CallDefinition<I, O>, input: I, file: MultipartFile): Promise<O> {
    if (definition.auth === 'customer') {
      throw new TypeError(`${definition.path} is customer-scoped: call it through forSession()`);
    }
    return this.#send(definition, input as object, undefined, file);
  }

  /** A view of the client that makes customer-scoped calls as `session`. */
  forSession(session: LapiSession): SessionLapiClient {
    const withLead = (definition: CallDefinition<unknown, unknown>, input: unknown): object =>
      definition.auth === 'customer'
        ? { ...(input as object), leads_id: session.leadsId }
        : (input as object);
    return {
      call: <I, O>(definition: CallDefinition<I, O>, input: I, options?: CallOptions) =>
        this.#send(
          definition,
          withLead(definition as CallDefinition<unknown, unknown>, input),
          session.token,
          undefined,
          options,
        ),
      callMultipart: <I, O>(
        definition: CallDefinition<I, O>,
        input: I,
        file: MultipartFile,
        options?: CallOptions,
      ) =>
        this.#send(
          definition,
          withLead(definition as CallDefinition<unknown, unknown>, input),
          session.token,
          file,
          options,
        ),
    };
  }

  /** Closes the connection pool, which every forRequest view of this client shares. */
  close(): Promise<void> {
    return this.#transport.pool.close();
  }

  /** The path a call is posted to, e.g. `/lapi/account/login/`. */
  pathOf(definition: CallDefinition<unknown, unknown>): string {
    const path = definition.path.startsWith('/') ? definition.path : `/${definition.path}`;
    return `${this.#transport.prefix}${API_BASES[definition.api]}${path}`;
  }

  async #send<I, O>(
    definition: CallDefinition<I, O>,
    input: object,
    token: string | undefined,
    file?: MultipartFile,
    options?: CallOptions,
  ): Promise<O> {
    const path = this.pathOf(definition as CallDefinition<unknown, unknown>);
    const { contentType, body } = file
      ? encodeMultipart(input, file)
      : { contentType: 'application/x-www-form-urlencoded', body: encodeBody(input) };
    const headers: Record<string, string> = {
      ...this.#origin,
      'content-type': contentType,
      accept: 'application/json',
    };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (options?.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

    let statusCode: number;
    let text: string;
    try {
      const response = await this.#transport.pool.request({
        path,
        method: 'POST',
        headers,
        body,
      });
      statusCode = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (isTimeout(error))
        throw new LapiTimeoutError(`${path} timed out after ${this.#transport.timeoutMs} ms`, path);
      throw new LapiNetworkError(`${path} could not be reached`, path, { cause: error });
    }
    return parseAnswer(definition, path, statusCode, text);
  }
}

export interface SessionLapiClient {
  call<I, O>(definition: CallDefinition<I, O>, input: I, options?: CallOptions): Promise<O>;
  /** A customer call with a file, as `multipart/form-data` (upload_image). */
  callMultipart<I, O>(
    definition: CallDefinition<I, O>,
    input: I,
    file: MultipartFile,
    options?: CallOptions,
  ): Promise<O>;
}

/** `data=<json>` with sorted keys; exported for the pact tests, which pin these exact bytes. */
export function encodeBody(input: object): string {
  return new URLSearchParams({ data: stringify(input) ?? '{}' }).toString();
}

const HEADER_SAFE = /^[^\r\n"]+$/;

/**
 * The `data` field and the file as `multipart/form-data`, byte-stable like encodeBody: the boundary
 * is a hash of the content (content holding its own hash is infeasible to make), so equal calls send
 * equal bytes. Exported for the pact tests, which record these bytes.
 */
export function encodeMultipart(input: object, file: MultipartFile): { contentType: string; body: Buffer } {
  const field = file.field ?? 'fileToUpload';
  if (!HEADER_SAFE.test(field) || !HEADER_SAFE.test(file.contentType)) {
    throw new TypeError(
      'encodeMultipart: the field name and content type must not contain quotes or line breaks',
    );
  }
  const json = stringify(input) ?? '{}';
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const boundary = `helmsman-${createHash('sha256').update(json).update(bytes).digest('hex').slice(0, 40)}`;
  // As browsers write file names (WHATWG): quotes and line breaks percent-encoded, the rest as UTF-8.
  const filename = file.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head, 'utf8'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

function isTimeout(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError ||
    (error instanceof Error && error.name === 'TimeoutError')
  );
}

const failureData = z.object({ fields: z.record(z.string(), z.string()) });

/** `data.fields` of a failure (the problems per field), when the answer has it in that shape. */
function fieldErrorsOf(data: unknown): { fieldErrors?: Record<string, string> } {
  const parsed = failureData.safeParse(data);
  return parsed.success ? { fieldErrors: parsed.data.fields } : {};
}

function parseAnswer<O>(
  definition: CallDefinition<unknown, O>,
  path: string,
  statusCode: number,
  text: string,
): O {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (statusCode < 200 || statusCode > 299) {
      throw new LapiFailure(`${path} answered HTTP ${statusCode}`, path, statusCode, null);
    }
    throw new LapiProtocolError(`${path} answered with a body that is not JSON`, path);
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) {
    if (statusCode < 200 || statusCode > 299) {
      throw new LapiFailure(`${path} answered HTTP ${statusCode}`, path, statusCode, null);
    }
    throw new LapiProtocolError(`${path} answered without the legacy envelope`, path);
  }
  const answer = parsed.data;
  // Only 2xx counts as success, whatever the envelope says.
  if (answer.status !== 'SUCCESS' || statusCode < 200 || statusCode > 299) {
    const serverMessage = typeof answer.message === 'string' && answer.message !== '' ? answer.message : null;
    throw new LapiFailure(
      serverMessage ?? `${path} failed (HTTP ${statusCode})`,
      path,
      statusCode,
      serverMessage,
      {
        ...(answer.error_description !== undefined && { errorDescription: answer.error_description }),
        ...(answer.error_code !== undefined && { errorCode: String(answer.error_code) }),
        ...fieldErrorsOf(answer.data),
      },
    );
  }
  const result = definition.response.safeParse(answer[definition.resultIn]);
  if (!result.success) {
    throw new LapiProtocolError(
      `${path} answered with unexpected ${definition.resultIn}: ${z.prettifyError(result.error)}`,
      path,
      { cause: result.error },
    );
  }
  return result.data;
}
