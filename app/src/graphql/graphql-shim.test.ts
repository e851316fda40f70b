import { Kind as RealKind, parse as realParse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../gql/hooks.ts';
import { Kind, parse } from './graphql-shim.ts';

/** What graphql-request reads from a parsed document: each operation's type and name. */
function operations(document: { definitions: readonly { kind: string }[] }) {
  return document.definitions
    .filter((definition) => definition.kind === 'OperationDefinition')
    .map((definition) => {
      const operation = definition as unknown as { operation: string; name?: { value: string } };
      return { operation: operation.operation, name: operation.name?.value };
    });
}

const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document'));

describe('graphql-shim parse', () => {
  it('has the real Kind for operation definitions', () => {
    expect(Kind.OPERATION_DEFINITION).toBe(RealKind.OPERATION_DEFINITION);
  });

  it.each(documents)('reads %s as graphql does', (_name, document) => {
    const source = String(document);
    expect(operations(parse(source))).toEqual(operations(realParse(source)));
  });

  it.each([
    '{ me { id } }',
    'query { me { id } }',
    'mutation Save($input: In = { a: "}{ query X" }) { save(input: $input) { ok } }',
    '# query Commented\nquery Real { f(arg: """ mutation Y { """) }',
    'fragment F on Q { query }\nsubscription S { s { ...F } }',
    'query A { a }\nquery B { b }',
  ])('reads %s as graphql does', (source) => {
    expect(operations(parse(source))).toEqual(operations(realParse(source)));
  });
});
