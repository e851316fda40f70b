/**
 * The gateway refuses state-changing requests without this header (/graphql, /attachments, error
 * notices): a cross-site form cannot send it, and a cross-site script needs a CORS grant it never gets.
 * Its own module, so the error reporter's chunk carries it without the GraphQL client.
 */
export const CSRF_HEADERS = { 'x-graphql-yoga-csrf': '1' } as const;
