import { encodeMultipart, LapiClient, LapiFailure, type MultipartFile } from '@helmsman/lapi-client';
import { MatchersV3, type PactV4, type TemplateHeaders } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { formBody, type JsonObject } from './form-body.ts';
import { callOptions, idempotencyKeyHeader, type LapiInteraction, type PactCase } from './lapi-pact.ts';

/**
 * A lapi call that carries a file (upload_image), as a table row like `interaction()`: the real client
 * posts `multipart/form-data` with the `data` field and the file to Pact's mock server.
 *
 * Pact keeps a multipart body base64 in the pact (it is bytes) and matches it part by part: the `data`
 * part by the same regex as a urlencoded call's `data` (same keys in the same order, same value kinds),
 * the file part by its content type and bytes. The Content-Type header carries the boundary, which only this
 * client derives from the content: a regex lets any other boundary through.
 */
export interface MultipartInteraction<I, O> extends LapiInteraction<I, O> {
  readonly file: MultipartFile & { readonly field: string };
}

const MULTIPART_CONTENT_TYPE = '^multipart/form-data; *boundary=.+$';
const JSON_CONTENT_TYPE = MatchersV3.regex('^application/json(;.*)?$', 'application/json');

// Paths do not depend on the origin; this client never sends anything.
const pathClient = new LapiClient({ baseUrl: 'http://127.0.0.1' });

export function multipartInteraction<I, O>(spec: MultipartInteraction<I, O>): PactCase {
  const description = `${pathClient.pathOf(spec.call)} ${spec.scenario}`;
  return { description, run: (pact) => runMultipart(pact, description, spec) };
}

async function runMultipart<I, O>(pact: PactV4, description: string, spec: MultipartInteraction<I, O>) {
  const { call, session, file } = spec;
  if ((call.auth === 'customer') !== (session !== undefined)) {
    throw new Error(`${call.path}: customer calls need a session, public calls must not have one`);
  }
  const sent = (session ? { ...spec.input, leads_id: session.leadsId } : spec.input) as JsonObject;
  const { rule } = formBody(sent);
  const { contentType, body } = encodeMultipart(sent, file);
  const headers: TemplateHeaders = {
    'content-type': MatchersV3.regex(MULTIPART_CONTENT_TYPE, contentType),
  };
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (spec.idempotencyKey !== undefined)
    headers['idempotency-key'] = idempotencyKeyHeader(spec.idempotencyKey);

  let builder = pact.addInteraction();
  for (const state of spec.given) builder = builder.given(state.name, state.params);
  await builder
    .uponReceiving(description)
    .withRequest('POST', pathClient.pathOf(call), (request) =>
      request
        .headers(headers)
        .body(contentType, body)
        .matchingRules({ body: { path: '$.data', rules: [rule] } }),
    )
    .willRespondWith(spec.willRespondWith.status, (response) =>
      response.headers({ 'Content-Type': JSON_CONTENT_TYPE }).jsonBody(spec.willRespondWith.body),
    )
    .executeTest(async (mockServer) => {
      const client = new LapiClient({ baseUrl: mockServer.url, timeoutMs: 5_000 });
      try {
        const outcome = session
          ? client.forSession(session).callMultipart(call, spec.input, file, callOptions(spec))
          : client.callMultipart(call, spec.input, file);
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
