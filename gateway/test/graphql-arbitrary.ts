import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

/**
 * fast-check arbitraries derived from GraphQL input types, for fuzzing the gateway's operations: any
 * input type the schema gains is generated without anyone writing its arbitrary. Values are mostly of
 * the declared shape (so many get past GraphQL's own coercion and reach the resolvers and the legacy
 * API) with hostile content, and sometimes not: missing required fields, nulls, extra fields, values of
 * the wrong kind.
 */

const SQL = [
  "' OR '1'='1",
  "'; drop table leads; --",
  '1; select pg_sleep(0) --',
  "\\'; truncate sessions cascade; --",
  '" union select password_hash from leads --',
];
const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style lookup, meant literally
  '${jndi:ldap://x/a}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  '__proto__',
  'constructor',
];
const UNICODE = [
  '😀👩‍⚕️',
  'Zoë Ærøskøbing',
  'مرحبا',
  '\u202Egnp.exe',
  '\uD800',
  '\uFEFF',
  'ＡＢＣ１２３',
  'Ⅻ',
];
const CONTROL = ['\u0000', '\u0007\b\f\v', '\r\n\r\n', '\t', '\u001B[31m', '\u2028\u2029'];

/** Plausible values, so some inputs pass validation and reach the legacy API. */
const PLAUSIBLE = [
  '',
  ' ',
  'alex@helmsman.test',
  'sam@helmsman.test',
  'nobody@example.com',
  'Valhalla1',
  'Valhalla2',
  '4242424242424242',
  '4000000000000002',
  '12/30',
  '01/20',
  '123',
  'standard',
  '2026-11-01',
  '1999-02-30',
  '06/12/1984',
  'TX',
  'IL',
  '78701',
  '412 Congress Ave',
  'ed',
  'sleep',
  'hair',
  'sky-glp',
  'SKY GLP',
  'ed-blood-pressure',
  '40',
  '201',
  '100231',
  '100233',
  '100234',
  '7001',
  '7002',
  '9004',
  '60001',
  '0',
  '-1',
  '1e400',
  'NaN',
  'null',
  'true',
];

const hugeString = fc
  .tuple(fc.constantFrom('A', 'é', '😀', '<', "'", '\u0000'), fc.integer({ min: 2_000, max: 60_000 }))
  .map(([unit, length]) => unit.repeat(length));

/** Strings: random text of every plane, hostile snippets, control characters, plausible values, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...SQL, ...MARKUP), weight: 2 },
  { arbitrary: fc.constantFrom(...UNICODE, ...CONTROL), weight: 2 },
  { arbitrary: fc.constantFrom(...PLAUSIBLE), weight: 5 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...SQL, ...MARKUP, ...UNICODE, ...CONTROL))
      .map(([plausible, hostile]) => plausible + hostile),
    weight: 2,
  },
  { arbitrary: hugeString, weight: 1 },
);

const EDGE_INTS = [0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -(2 ** 53), 999, 1000, 100231, 7001];
const EDGE_FLOATS = [
  0,
  -0,
  0.1,
  49.9,
  50,
  1000,
  1000.05,
  199.95,
  1e-300,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.EPSILON,
];

const intValue = fc.oneof(fc.integer(), fc.constantFrom(...EDGE_INTS), fc.integer({ min: -5, max: 20 }));
const floatValue = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...EDGE_FLOATS),
  fc.integer({ min: 40, max: 1100 }).map((n) => n / 10),
);

/** A value of some other kind than the declared one: GraphQL's coercion (or the resolver) must refuse it. */
const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 60, '', [], {}, [null], { a: 1 }),
  hostileString,
  fc.array(fc.string(), { maxLength: 3 }),
);

type Generated = fc.Arbitrary<unknown>;

const MISSING = Symbol('missing');

/** An object of these fields, each one present most of the time (1 in 12 missing, required or not). */
function presentOrMissing(fields: Record<string, Generated>): fc.Arbitrary<Record<string, unknown>> {
  const maybe = Object.fromEntries(
    Object.entries(fields).map(([name, arbitrary]) => [
      name,
      fc.oneof({ arbitrary, weight: 11 }, { arbitrary: fc.constant(MISSING), weight: 1 }),
    ]),
  );
  return fc
    .record(maybe)
    .map((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== MISSING)));
}

function scalar(name: string): Generated {
  switch (name) {
    case 'Int':
      return intValue;
    case 'Float':
      return floatValue;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(hostileString, intValue);
    default:
      return hostileString;
  }
}

/** A value for `type`: usually of its shape, sometimes of the wrong kind (1 in 20). */
export function arbitraryOf(type: GraphQLInputType, depth = 0): Generated {
  const shaped = shapedArbitrary(type, depth);
  return fc.oneof({ arbitrary: shaped, weight: 19 }, { arbitrary: wrongKind, weight: 1 });
}

function shapedArbitrary(type: GraphQLInputType, depth: number): Generated {
  if (isNonNullType(type)) return arbitraryOf(type.ofType, depth);
  if (isListType(type)) {
    const item = arbitraryOf(type.ofType, depth + 1);
    // A single value where a list is expected is legal GraphQL (coerced to a list of one).
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 6 }), weight: 4 },
      { arbitrary: item, weight: 1 },
    );
  }
  if (isEnumType(type))
    return fc.oneof(
      { arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)), weight: 5 },
      { arbitrary: hostileString, weight: 1 },
    );
  if (isScalarType(type)) return scalar(type.name);
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const record = presentOrMissing(
      Object.fromEntries(fields.map((field) => [field.name, arbitraryOf(field.type, depth + 1)])),
    );
    return fc
      .tuple(
        record,
        fc.oneof(
          { arbitrary: fc.constant({}), weight: 4 },
          { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), wrongKind, { maxKeys: 3 }), weight: 1 },
        ),
      )
      .map(([values, extra]) => ({ ...extra, ...values }));
  }
  return wrongKind;
}

/**
 * The variables of an operation whose arguments are all variables (see schema-operations.ts'
 * documentFor): each argument usually present, sometimes missing or null, sometimes with extra
 * variables the document does not declare.
 */
export function variablesArbitrary(args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
  const values = presentOrMissing(
    Object.fromEntries(
      args.map((arg) => [
        arg.name,
        fc.oneof(
          { arbitrary: arbitraryOf(arg.type), weight: 15 },
          { arbitrary: fc.constant(null), weight: 1 },
        ),
      ]),
    ),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant({}), weight: 6 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), wrongKind, { maxKeys: 3 }), weight: 1 },
  );
  return fc.tuple(values, extra).map(([declared, undeclared]) => ({ ...undeclared, ...declared }));
}
