/**
 * What graphql-request 7 takes from `graphql` in the browser, without graphql's lexer, parser and
 * printer (~10 KiB gzip that every page loaded first). vite.config.ts aliases `graphql` to this module
 * for the app's build only; tests and tools get the real package.
 *
 * The app sends its generated documents as strings, so print() never runs. parse() only has to tell
 * graphql-request the operation's type and name (it sends the name as `operationName`): it reads the
 * top-level definitions of a document, skipping selection sets, arguments, strings and comments.
 */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

type OperationType = 'query' | 'mutation' | 'subscription';

interface OperationDefinition {
  kind: typeof Kind.OPERATION_DEFINITION;
  operation: OperationType;
  name?: { value: string };
}

/** The top-level operation definitions of `source` (fragments are left out: nobody reads them). */
export function parse(source: string | { body: string }): { definitions: OperationDefinition[] } {
  const text = typeof source === 'string' ? source : source.body;
  const definitions: OperationDefinition[] = [];
  let depth = 0;
  let pending: OperationDefinition | 'fragment' | null = null;
  const token = /"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|#[^\n\r]*|[{}()[\]]|[_A-Za-z][_0-9A-Za-z]*|\S/g;
  for (const [part] of text.matchAll(token)) {
    if (part.startsWith('"') || part.startsWith('#')) continue;
    if (part === '{' || part === '(' || part === '[') {
      // A selection set at the top level is an operation's body, or a shorthand query.
      if (depth === 0 && part === '{') {
        if (pending === null) definitions.push({ kind: Kind.OPERATION_DEFINITION, operation: 'query' });
        else if (pending !== 'fragment') definitions.push(pending);
        pending = null;
      }
      depth += 1;
    } else if (part === '}' || part === ')' || part === ']') {
      depth -= 1;
    } else if (depth === 0 && pending === null) {
      if (part === 'query' || part === 'mutation' || part === 'subscription') {
        pending = { kind: Kind.OPERATION_DEFINITION, operation: part };
      } else if (part === 'fragment') {
        pending = 'fragment';
      }
    } else if (
      depth === 0 &&
      pending !== null &&
      pending !== 'fragment' &&
      !pending.name &&
      /^[_A-Za-z]/.test(part)
    ) {
      pending.name = { value: part };
    }
  }
  return { definitions };
}

export function print(): never {
  throw new Error('graphql-shim: the app sends documents as strings; print() is not available');
}
