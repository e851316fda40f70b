import { type CallDefinition, LapiClient, LapiFailure, type LapiSession } from '@helmsman/lapi-client';
import { type Matcher, MatchersV3, PactV4, type Rules, type TemplateHeaders } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CONSUMER, GENERATED_DIR, PROVIDER } from '../pact-files.ts';
import type { ProviderState } from '../provider-states.ts';
import { FORM_CONTENT_TYPE, formBody, type JsonObject } from './form-body.ts';
import { type LoggedInPerson, loggedIn, noSession, staleSession } from './people.ts';

const { equal, string } = MatchersV3;

/**
 * One interaction of the gateway with the legacy API, as a row of a table. The harness turns it into
 * a pact interaction and drives the REAL lapi client against Pact's mock server, so the pact records
 * what the client actually sends and the test asserts what the client makes of the answer.
 */
export interface LapiInteraction<I, O> {
  /** The call as lapi-client defines it: path, API version, public or customer. */
  readonly call: CallDefinition<I, O>;
  /** Completes "upon receiving <path> …", e.g. 'with the right password'. Unique per call. */
  readonly scenario: string;
  readonly given: readonly ProviderState[];
  /** The call's input. Customer calls: the client adds the session's `leads_id` itself. */
  readonly input: I;
  /** Customer calls: whose bearer token goes into `Authorization` (a provider state creates it). */
  readonly session?: LapiSession;
  /**
   * Writes the gateway sends with the app's idempotency key: the client sends it as the
   * Idempotency-Key header, which the pact pins as a UUID (any UUID matches; this one is the example).
   */
  readonly idempotencyKey?: string;
  /** The legacy envelope to answer with; use Pact matchers for what may vary. */
  readonly willRespondWith: { readonly status: number; readonly body: unknown };
  /** What the client must return for the example answer, or how it must fail. */
  readonly expected: { readonly returns: O } | { readonly throws: ExpectedFailure };
}

export interface ExpectedFailure {
  readonly httpStatus: number;
  readonly serverMessage?: string | null;
  /** Payment-style failures (spec section 8): what the client read from error_description / error_code. */
  readonly details?: {
    readonly errorDescription?: string;
    readonly errorCode?: string;
    /** Bad form input: the problem per field, from `data.fields`. */
    readonly fieldErrors?: Readonly<Record<string, string>>;
  };
}

/** A table row with its types erased, so one table can hold calls of different shapes. */
export interface PactCase {
  readonly description: string;
  run(pact: PactV4): Promise<void>;
}

export function interaction<I, O>(spec: LapiInteraction<I, O>): PactCase {
  return { description: describeInteraction(spec), run: (pact) => runInteraction(pact, spec) };
}

/** One `describe` per resource, one test per row. */
export function describePactCases(title: string, cases: readonly PactCase[]): void {
  const seen = new Set<string>();
  for (const { description } of cases) {
    // Pact keys interactions by description and states: a duplicate would silently replace another.
    if (seen.has(description)) throw new Error(`Two pact cases are described as "${description}"`);
    seen.add(description);
  }
  describe(title, () => {
    const pact = consumerPact();
    for (const pactCase of cases) it(pactCase.description, () => pactCase.run(pact));
  });
}

export function consumerPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: GENERATED_DIR, logLevel: 'warn' });
}

/** The legacy envelopes. Only what the client reads is pinned: `status`, the result, the message. */
export const envelope = {
  success: (data: unknown) => ({ status: 'SUCCESS', data }),
  /** The orders-details quirk: the result travels in `message`. */
  successInMessage: (message: unknown) => ({ status: 'SUCCESS', message }),
  failure: (message: unknown) => ({ status: 'FAILURE', message }),
} as const;

const JSON_CONTENT_TYPE = MatchersV3.regex('^application/json(;.*)?$', 'application/json');

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The Idempotency-Key header as the pact pins it: a UUID as the gateway sends it (lower case). */
function idempotencyKeyHeader(example: string) {
  return MatchersV3.regex(UUID, example);
}

/** The client's options for an interaction: its idempotency key, when it has one. */
export function callOptions(spec: { readonly idempotencyKey?: string }) {
  return spec.idempotencyKey === undefined ? {} : { idempotencyKey: spec.idempotencyKey };
}

// ---- Answers: the tail of a table row, spread in (`...fails(409, 'Failed to save question')`) ----

type Answer<O> = Pick<LapiInteraction<unknown, O>, 'willRespondWith' | 'expected'>;

/** A 200 answer and what the client makes of it, e.g. an example built with its pact body. */
export function succeeds<O>(example: { readonly body: unknown; readonly returns: O }): Answer<O> {
  return { willRespondWith: { status: 200, body: example.body }, expected: { returns: example.returns } };
}

/** A bare SUCCESS: the call returns nothing. */
export const acknowledged = succeeds({ body: { status: 'SUCCESS' }, returns: undefined });

/**
 * A FAILURE whose message the client hands on. The message is pinned as written: a plain string or
 * `equal()` where the gateway maps or shows it, `string()` where any message will do.
 */
export function fails(httpStatus: number, message: string | Matcher<string>): Answer<never> {
  return {
    willRespondWith: { status: httpStatus, body: envelope.failure(message) },
    expected: { throws: { httpStatus, serverMessage: MatchersV3.reify<string>(message) } },
  };
}

/** A payment-style failure (spec section 8): the description is what the customer is shown. */
export function paymentFails(httpStatus: number, description: string): Answer<never> {
  return {
    willRespondWith: {
      status: httpStatus,
      body: { status: 'FAILURE', message: string(description), error_description: equal(description) },
    },
    expected: { throws: { httpStatus, details: { errorDescription: description } } },
  };
}

/** Bad form input: the call's message, and the problem of `field` that the form shows next to it. */
export function invalidField(
  httpStatus: number,
  message: string,
  field: string,
  problem: string,
): Answer<never> {
  return {
    willRespondWith: {
      status: httpStatus,
      body: { status: 'FAILURE', message: equal(message), data: { fields: { [field]: string(problem) } } },
    },
    expected: {
      throws: { httpStatus, serverMessage: message, details: { fieldErrors: { [field]: problem } } },
    },
  };
}

/** A dead session: the gateway reads the 401 alone, whatever the message. */
const notAuthenticated: Answer<never> = {
  willRespondWith: { status: 401, body: envelope.failure(string('Not authenticated.')) },
  expected: { throws: { httpStatus: 401 } },
};

// ---- Rows that many calls share ----

/**
 * A customer call by `person`, logged in: their session's state comes first, then `given` (none by
 * default), and their token goes with the request.
 */
export function customerInteraction<I, O>(
  person: LoggedInPerson,
  spec: Omit<LapiInteraction<I, O>, 'session' | 'given'> & { readonly given?: readonly ProviderState[] },
): PactCase {
  return interaction({ ...spec, given: [loggedIn(person), ...(spec.given ?? [])], session: person.session });
}

/** A customer call with a token no session has (expired, or revoked elsewhere): 401. */
export function staleTokenInteraction<I>(call: CallDefinition<I, unknown>, input: I): PactCase {
  return interaction({
    call,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input,
    ...notAuthenticated,
  });
}

// ---- Running a row ----

// Paths do not depend on the origin; this client never sends anything.
const pathClient = new LapiClient({ baseUrl: 'http://127.0.0.1' });

/** The interaction's description: '<path> <scenario>', e.g. '/lapi/account/login/ with a wrong password'. */
export function describeInteraction(spec: LapiInteraction<unknown, unknown>): string {
  return `${pathClient.pathOf(spec.call)} ${spec.scenario}`;
}

/** What the client posts, as the pact pins it: Content-Type header, example body, rules on `data`. */
export interface PinnedRequest {
  readonly contentTypeHeader: string | Matcher<string>;
  readonly contentType: string;
  readonly body: Buffer;
  readonly matchingRules: Rules;
}

/** The JSON the client puts in `data` for this row: customer calls carry the session's lead. */
export function sentData(spec: LapiInteraction<unknown, unknown>): JsonObject {
  const { session, input } = spec;
  return (session ? { ...(input as object), leads_id: session.leadsId } : input) as JsonObject;
}

async function runInteraction<I, O>(pact: PactV4, spec: LapiInteraction<I, O>): Promise<void> {
  const form = formBody(sentData(spec));
  const request = {
    contentTypeHeader: FORM_CONTENT_TYPE,
    contentType: FORM_CONTENT_TYPE,
    body: form.body,
    matchingRules: form.matchingRules,
  };
  await runPactCase(pact, describeInteraction(spec), spec, request, (client) =>
    spec.session
      ? client.forSession(spec.session).call(spec.call, spec.input, callOptions(spec))
      : client.call(spec.call, spec.input),
  );
}

/**
 * Records the row as a pact interaction (states, request, answer) and drives the REAL client against
 * Pact's mock server with `send`, checking what it returns or how it fails.
 */
export async function runPactCase<I, O>(
  pact: PactV4,
  description: string,
  spec: LapiInteraction<I, O>,
  request: PinnedRequest,
  send: (client: LapiClient) => Promise<O>,
): Promise<void> {
  const { call, session } = spec;
  if ((call.auth === 'customer') !== (session !== undefined)) {
    throw new Error(`${call.path}: customer calls need a session, public calls must not have one`);
  }
  const headers: TemplateHeaders = { 'content-type': request.contentTypeHeader };
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (spec.idempotencyKey !== undefined)
    headers['idempotency-key'] = idempotencyKeyHeader(spec.idempotencyKey);

  let builder = pact.addInteraction();
  for (const state of spec.given) builder = builder.given(state.name, state.params);
  await builder
    .uponReceiving(description)
    .withRequest('POST', pathClient.pathOf(call), (builder) =>
      builder.headers(headers).body(request.contentType, request.body).matchingRules(request.matchingRules),
    )
    .willRespondWith(spec.willRespondWith.status, (response) =>
      response.headers({ 'Content-Type': JSON_CONTENT_TYPE }).jsonBody(spec.willRespondWith.body),
    )
    .executeTest(async (mockServer) => {
      const client = new LapiClient({ baseUrl: mockServer.url, timeoutMs: 5_000 });
      try {
        const outcome = send(client);
        if ('returns' in spec.expected) {
          expect(await outcome).toEqual(spec.expected.returns);
        } else {
          const error = await outcome.then(
            () => new Error('the call succeeded'),
            (caught: unknown) => caught,
          );
          expect(error).toBeInstanceOf(LapiFailure);
          expect(error).toMatchObject(spec.expected.throws);
        }
      } finally {
        await client.close();
      }
    });
}
