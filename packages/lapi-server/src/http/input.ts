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

/**
 * Reads the legacy request: form data (urlencoded from servers, multipart from browsers) whose one
 * field `data` holds a JSON object. Anything else is the caller's mistake, answered with a 400 that
 * says which part was wrong, never a crash.
 */
export async function readRequestData(c: Context): Promise<Outcome<RequestData>> {
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    return invalid('the body is not readable form data');
  }
  const field = form.data;
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

/** Validates with the route's schema; every problem is reported as "<field> <what is wrong>". */
export function parseInput<S extends z.ZodType>(schema: S, data: RequestData): Outcome<z.output<S>> {
  const result = schema.safeParse(data, { error: describeIssue });
  if (result.success) return { ok: true, value: result.data };
  return invalid(result.error.issues.map((issue) => `${fieldName(issue.path)} ${issue.message}`).join('; '));
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
 * `leads_id` as customer calls carry it. The session, not this field, decides whose data a call sees:
 * the field is accepted because legacy clients send it, and refused (403) when it names someone else.
 */
export const leadsId = z.int().positive();

/** The input of a customer call that needs nothing but the (optional) lead id. */
export const customerInput = z.object({ leads_id: leadsId.optional() });
