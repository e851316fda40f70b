import type { IncomingMessage } from 'node:http';
import { CSRF_HEADER, type GatewayYoga } from '../yoga.ts';
import { inlineJson } from './scripts-after-paint.ts';

/**
 * How long a page's HTML waits for its first data. Past it the page goes without (the app then asks
 * for the data itself, as it would have anyway): a slow legacy API must not hold the HTML, and with it
 * the spinner, back.
 */
export const FIRST_DATA_DEADLINE_MS = 1500;

/** The element the app reads the answers from (app/src/graphql/first-data.ts). */
const FIRST_DATA_ELEMENT_ID = 'first-data';

export interface FirstData {
  /** The answers by operation name, as the app's hooks would have had them. */
  readonly data: Record<string, unknown>;
  /** Set-Cookie headers the operations' answers carried (an ended session's cookie removed). */
  readonly setCookies: readonly string[];
}

/** Operation name → document text, for the named queries among `documents` (the app's trusted ones). */
export function queriesByName(documents: Iterable<string>): Map<string, string> {
  const byName = new Map<string, string>();
  for (const document of documents) {
    const name = /^\s*query\s+([A-Za-z_]\w*)\s*[{(]/.exec(document)?.[1];
    if (name) byName.set(name, document);
  }
  return byName;
}

/**
 * A customer page's first data (app/src/routing/route-table.ts, `firstQueries`): its operations run
 * through Yoga in-process, with the page request's cookie and address, as if the browser had sent them
 * the moment it had the page. Saves the page the round trips after its scripts have run: the Shell,
 * then, once the shell has rendered, the page's own query. The answers pass through every plugin (the
 * session, limits, masking, audit) exactly as the browser's would.
 *
 * Nothing when the request carries no cookie, when the Shell is not answered in full (no session, a
 * legacy outage: the app then meets the error itself and shows it), or past the deadline. Another
 * operation that fails is left out; the page asks for it and shows its own error state.
 */
export function createFirstData({
  yoga,
  documents,
  deadlineMs = FIRST_DATA_DEADLINE_MS,
}: {
  yoga: GatewayYoga;
  documents: Iterable<string>;
  deadlineMs?: number;
}) {
  const queries = queriesByName(documents);
  const run = async (
    operation: string,
    cookie: string,
    incoming: IncomingMessage | undefined,
  ): Promise<{ data: unknown; setCookies: string[] } | null> => {
    const query = queries.get(operation);
    if (!query) return null;
    const response = await yoga.fetch(
      'http://gateway.internal/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie,
          [CSRF_HEADER]: '1',
        },
        body: JSON.stringify({ query, operationName: operation }),
      },
      { req: incoming },
    );
    const setCookies = response.headers.getSetCookie();
    const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    const complete = response.ok && body.errors === undefined && body.data != null;
    return { data: complete ? body.data : null, setCookies };
  };

  return async function firstData(
    operations: readonly string[],
    cookie: string | undefined,
    incoming: IncomingMessage | undefined,
  ): Promise<FirstData | null> {
    if (!cookie || operations.length === 0) return null;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadlineMs);
    });
    try {
      const answers = await Promise.race([
        Promise.all(operations.map((operation) => run(operation, cookie, incoming).catch(() => null))),
        deadline,
      ]);
      if (!answers?.[0]?.data) return null;
      const data: Record<string, unknown> = {};
      answers.forEach((answer, index) => {
        if (answer?.data) data[operations[index] as string] = answer.data;
      });
      return { data, setCookies: answers.flatMap((answer) => answer?.setCookies ?? []) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The page with its first data inlined, for the app to read before it renders. The replacement is a
 * function: a string would have `$&`, `$'` and the like in the customer's data expanded, and `$'`
 * (the rest of the page) would close the script element early.
 */
export function withFirstData(html: string, data: Record<string, unknown>): string {
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${inlineJson(data)}</script></head>`,
  );
}
