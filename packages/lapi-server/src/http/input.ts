import type { Context } from 'hono';
import { z } from 'zod';
import { failure, type Reply } from './envelope.ts';

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reply: Reply };

export type RequestData = Record<string, unknown>;

const invalid = (detail: string): Outcome<never> => ({
  ok: false,
  reply: failure(400, `Invalid request: ${detail}`),
});

const URLENCODED = 'application/x-www-form-urlencoded';

/** As undici's formData() decodes urlencoded bodies: UTF-8, a byte order mark kept (then part of a name). */
const urlencodedText = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Reads the legacy request: form data (urlencoded from servers, multipart from browsers) whose one
 * field `data` holds a JSON object. Anything else is the caller's mistake, answered with a 400 that
 * says which part was wrong, never a crash.
 *
 * Urlencoded bodies (every call the gateway makes) are decoded here from the body's bytes, with the
 * same rules as Hono's parseBody (the last `data` field wins, as it does there): parseBody builds a
 * fetch Response and a FormData around them, and on @hono/node-server reading the bytes directly
 * also skips building a fetch Request. With limitBody (app.ts), the Shell's three calls went from 282
 * to 351 shells/s on PGlite and from 578 to 704 on Postgres (docs/decisions.md). Multipart bodies,
 * which carry files, still go through parseBody.
 */
export async function readRequestData(c: Context): Promise<Outcome<RequestData>> {
  let field: string | File | undefined;
  try {
    // Hono's parseBody reads the media type the same way.
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === URLENCODED) {
      const form = new URLSearchParams(urlencodedText.decode(await c.req.arrayBuffer()));
      field = form.getAll('data').at(-1);
    } else {
      const form: Record<string, string | File> = await c.req.parseBody();
      field = form.data;
    }
  } catch {
    return invalid('the body is not readable form data');
  }
  if (field === undefined) {
    return invalid(
      'the form field "data" is missing (send application/x-www-form-urlencoded or multipart/form-data)',
    );
  }
  if (typeof field !== 'string') return invalid('the form field "data" must be text, not a file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    return invalid('data is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return invalid(`data must be a JSON object, not ${describeJson(parsed)}`);
  }
  return { ok: true, value: parsed as RequestData };
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** One thing wrong with a call's input: the field ('zip', 'address.zip', 'data') and what is wrong. */
export interface InputProblem {
  readonly field: string;
  /** A predicate after the field name ("must be a string") or the schema's own sentence. */
  readonly message: string;
}

/**
 * Validates with the route's schema; by default every problem is reported as "<field> <what is
 * wrong>" in the message, and a route's `invalidInput` may answer otherwise.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: RequestData,
  invalidInput?: (problems: readonly InputProblem[]) => Reply,
): Outcome<z.output<S>> {
  const result = schema.safeParse(data, { error: describeIssue });
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.map((issue) => ({
    field: fieldName(issue.path),
    message: issue.message,
  }));
  if (invalidInput) return { ok: false, reply: invalidInput(problems) };
  return invalid(problems.map(({ field, message }) => `${field} ${message}`).join('; '));
}

/**
 * The `data` of a 400 whose message is a fixed, call-specific text: the first problem as
 * `{ field, message }` (what a form shows next to one field) and every field's first problem in
 * `fields` (what react-final-form takes as submit errors).
 */
export interface InvalidInputData {
  field: string;
  message: string;
  fields: Record<string, string>;
}

export function invalidInputData(problems: readonly [InputProblem, ...InputProblem[]]): InvalidInputData {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problemSentence(problem);
  const [first] = problems;
  return { field: first.field, message: problemSentence(first), fields };
}

/**
 * Shown next to a form field, a bare predicate ("must be a string") would not say which field:
 * predicates get the field name in front, a schema's own sentence ('Invalid ZIP code format') stays.
 */
export function problemSentence({ field, message }: InputProblem): string {
  return /^(is|must|has) /.test(message) ? `${field} ${message}` : message;
}

/**
 * A 400 with `message` (e.g. spec section 8's 'Failed to save address.') and the problems in `data`.
 * Without a message, the first problem's sentence is the message (forms that show the server's
 * message as it is, such as the password update).
 */
export function invalidInputAs(message?: string) {
  return (problems: readonly InputProblem[]): Reply => {
    const [first, ...rest] = problems;
    if (!first) return failure(400, message ?? 'Invalid request.');
    const data = invalidInputData([first, ...rest]);
    return failure(400, message ?? data.message, data);
  };
}

/** 'email', 'items[0].name'; 'data' for the object itself. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'data';
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/**
 * Zod's default messages ("Invalid input: expected string, received number") name neither the field
 * nor the fix. These read as predicates after the field name. A schema's own message wins over this
 * map, so custom messages must be phrased the same way ("must be …").
 */
const describeIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${typeNames[issue.expected] ?? issue.expected}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid e-mail address';
      return `must be a valid ${issue.format}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? 'must not be empty' : `must have at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
      return issue.inclusive ? `must be at least ${issue.minimum}` : `must be greater than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must have at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return issue.inclusive ? `must be at most ${issue.maximum}` : `must be less than ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
};

/**
 * A row id as the database holds it: a positive Postgres `integer`. Larger numbers cannot name a row,
 * and would reach Postgres only to fail there ("value out of range for type integer", a 500): refused
 * here as invalid input instead (found by the gateway's fuzzing, issue 11).
 */
export const databaseId = z.int().positive().max(2_147_483_647);

/**
 * `leads_id` as customer calls carry it. The session, not this field, decides whose data a call sees:
 * the field is accepted because legacy clients send it, and refused (403) when it names someone else.
 */
export const leadsId = databaseId;

/** The input of a customer call that needs nothing but the (optional) lead id. */
export const customerInput = z.object({ leads_id: leadsId.optional() });
