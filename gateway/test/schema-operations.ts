import {
  buildASTSchema,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isObjectType,
  isRequiredArgument,
} from 'graphql';
import { RATE_LIMITS, type RateLimitTable } from '../src/rate-limit/index.ts';
import { typeDefs } from '../src/schema/typeDefs.generated.ts';

/**
 * The gateway's GraphQL operations as the schema lists them, for tests generated from the schema (the
 * cross-customer matrix, the mutation fuzzing): a field added to Query or Mutation is in these lists
 * without anyone adding it.
 */

export const gatewaySchema: GraphQLSchema = buildASTSchema(typeDefs);

export type RootKind = 'query' | 'mutation';

export interface SchemaOperation {
  kind: RootKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export function schemaOperations(kind?: RootKind): SchemaOperation[] {
  const roots: [RootKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', gatewaySchema.getQueryType()],
    ['mutation', gatewaySchema.getMutationType()],
  ];
  return roots
    .filter(([rootKind]) => kind === undefined || rootKind === kind)
    .flatMap(([rootKind, type]) =>
      Object.values(type?.getFields() ?? {}).map((field) => ({ kind: rootKind, name: field.name, field })),
    );
}

/**
 * Every field a client can select under `type`, nested down to `depth` levels (the gateway's depth
 * limit is 8): what an operation can return at most, so a test sees everything it could leak. Fields
 * that take required arguments are left out (there are none below the root today).
 */
export function fullSelection(type: GraphQLOutputType | GraphQLNamedType, depth = 5): string {
  const named = getNamedType(type);
  if (isAbstractType(named)) {
    const fragments = gatewaySchema
      .getPossibleTypes(named)
      .map((possible) => `... on ${possible.name} ${fullSelection(possible, depth)}`);
    return `{ __typename ${fragments.join(' ')} }`;
  }
  if (!isObjectType(named)) return '';
  if (depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => !field.args.some(isRequiredArgument))
    .map((field) => `${field.name} ${fullSelection(field.type, depth - 1)}`.trim());
  return `{ ${fields.join(' ')} }`;
}

/** `mutation Name($a: T!) { name(a: $a) { …everything… } }`, every argument a variable. */
export function documentFor(operation: SchemaOperation): string {
  const { field } = operation;
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation.kind} Proof${field.name[0]?.toUpperCase()}${field.name.slice(1)}${
    definitions ? `(${definitions})` : ''
  } { ${field.name}${args ? `(${args})` : ''} ${fullSelection(field.type)} }`;
}

/**
 * Limits that never refuse (every window and failure count of the real table raised to a million): a
 * test about something else must not meet RATE_LIMITED instead. Generic, so a new limit is opened too.
 */
export function permissiveRateLimitTable(): RateLimitTable {
  const open = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'points' || key === 'backoffAfter' ? 1_000_000 : open(inner),
      ]),
    );
  };
  return open(RATE_LIMITS) as RateLimitTable;
}
