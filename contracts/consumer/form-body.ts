import { encodeBody } from '@helmsman/lapi-client';
import { MatchersV3, type Rules, type V3RegexMatcher } from '@pact-foundation/pact';

/** What the lapi client posts: `application/x-www-form-urlencoded` with one field, `data`. */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface FormBody {
  /** The exact bytes the client sends for `example` (the pact's example request body). */
  readonly body: Buffer;
  /** A full-match regex on the JSON in `data`: same keys in the same order, same value kinds. */
  readonly rule: V3RegexMatcher;
  /** `rule` placed on `$.data`, ready for the request builder's `.matchingRules()`. */
  readonly matchingRules: Rules;
}

/**
 * The request body of a lapi call, for a pact interaction.
 *
 * Pact parses a urlencoded body into fields, but no matcher looks inside the JSON held by `data`
 * (`$.data.email` rules are silently ignored), so the JSON is pinned by one regex on `$.data`,
 * generated from an example of what the client sends. The client serialises keys sorted at every
 * level, so the regex lists the keys in that order. Value kinds:
 * strings match any JSON string, integers any integer, other numbers any number, booleans either
 * boolean, null only null, objects recurse, arrays match zero or more elements shaped like the
 * example's first element (an empty example array matches only `[]`).
 *
 * The regex uses only syntax that JavaScript and Pact's Rust regex engine read alike (no lookaround,
 * no `\d`, which is Unicode-aware in Rust).
 */
export function formBody(example: JsonObject): FormBody {
  const encoded = encodeBody(example);
  const json = new URLSearchParams(encoded).get('data');
  if (json === null) throw new Error('encodeBody produced no `data` field');
  const regex = `^${patternOf(example, '$')}$`;
  // The generator mirrors the client's serialisation; fail here, not in a confusing pact mismatch.
  if (!new RegExp(regex).test(json)) {
    throw new Error(`formBody: the regex generated for ${json} does not match it: ${regex}`);
  }
  const rule = MatchersV3.regex(regex, json);
  return {
    body: Buffer.from(encoded, 'utf8'),
    rule,
    matchingRules: { body: { path: '$.data', rules: [rule] } },
  };
}

const JSON_STRING = String.raw`"(?:[^"\\\x00-\x1F]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`;
const JSON_INTEGER = '-?(?:0|[1-9][0-9]*)';
const JSON_NUMBER = `${JSON_INTEGER}(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?`;

function patternOf(value: JsonValue, at: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON_STRING;
    case 'boolean':
      return '(?:true|false)';
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`formBody: ${at} is not a finite number`);
      return Number.isInteger(value) ? JSON_INTEGER : JSON_NUMBER;
    case 'object': {
      if (Array.isArray(value)) {
        if (value.length === 0) return '\\[\\]';
        const element = patternOf(value[0] as JsonValue, `${at}[0]`);
        const elementRegex = new RegExp(`^${element}$`);
        value.forEach((item, index) => {
          if (!elementRegex.test(JSON.stringify(item))) {
            throw new Error(`formBody: ${at}[${index}] is not shaped like ${at}[0]`);
          }
        });
        return `\\[(?:${element}(?:,${element})*)?\\]`;
      }
      const members = Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map(
          (key) =>
            `${escapeRegex(JSON.stringify(key))}:${patternOf(value[key] as JsonValue, `${at}.${key}`)}`,
        );
      return `\\{${members.join(',')}\\}`;
    }
    default:
      throw new Error(`formBody: ${at} is not JSON (${typeof value})`);
  }
}

/** Escapes the characters both engines treat as syntax; others are left alone (Rust rejects some escapes). */
function escapeRegex(text: string): string {
  return text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
}
