import { readFileSync } from 'node:fs';
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The app's operations (scripts/trusted-documents.ts writes them at `pnpm codegen`): the only documents
 * a production gateway runs. Anything else (a hand-written query probing for fields, an expensive
 * shape the armor limits still allow, an introspection query) is refused before it is parsed.
 */
export function readTrustedDocuments(
  file: URL = new URL('../trusted-documents.generated.json', import.meta.url),
): string[] {
  return Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
}

export const UNTRUSTED_OPERATION = 'UNTRUSTED_OPERATION';

/** Refuses every document whose text is not exactly one of `documents`. */
export function useTrustedDocuments(documents: Iterable<string>): Plugin {
  const trusted = new Set(documents);
  return {
    onParams({ params }) {
      if (typeof params.query === 'string' && trusted.has(params.query)) return;
      throw createGraphQLError('This operation is not one the shop sends.', {
        extensions: { code: UNTRUSTED_OPERATION, http: { status: 400 } },
      });
    },
  };
}

/**
 * No `__schema` or `__type` outside development: the schema's shape is not the public's to map.
 * `__typename` stays allowed. Written here rather than graphql-js's NoSchemaIntrospectionCustomRule,
 * which checks types with `instanceof`: under Vitest the gateway's `graphql` and Yoga's can be two module
 * instances, and the rule then threw on every document. Only the root's `__schema` and `__type` lead
 * into introspection (names starting with `__` are reserved), so the field name is the whole test.
 */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
    },
  };
}

const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name !== '__schema' && name !== '__type') return;
    context.reportError(
      createGraphQLError(`GraphQL introspection is disabled, but the query asked for "${name}".`, {
        nodes: [node],
      }),
    );
  },
});
