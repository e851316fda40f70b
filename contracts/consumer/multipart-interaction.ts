import { encodeMultipart, type MultipartFile } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { formBody } from './form-body.ts';
import {
  callOptions,
  describeInteraction,
  type LapiInteraction,
  type PactCase,
  runPactCase,
  sentData,
} from './lapi-pact.ts';

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

export function multipartInteraction<I, O>(spec: MultipartInteraction<I, O>): PactCase {
  const { call, session, input, file } = spec;
  const sent = sentData(spec);
  const { contentType, body } = encodeMultipart(sent, file);
  const request = {
    contentTypeHeader: MatchersV3.regex(MULTIPART_CONTENT_TYPE, contentType),
    contentType,
    body,
    matchingRules: { body: { path: '$.data', rules: [formBody(sent).rule] } },
  };
  const description = describeInteraction(spec);
  return {
    description,
    run: (pact) =>
      runPactCase(pact, description, spec, request, (client) =>
        session
          ? client.forSession(session).callMultipart(call, input, file, callOptions(spec))
          : client.callMultipart(call, input, file),
      ),
  };
}
