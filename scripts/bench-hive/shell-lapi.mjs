// The Shell over the legacy API, for Hive Gateway: the same three POSTs as Helmsman's resolver
// (gateway/src/schema/shell/resolvers/Query/shell.ts), in parallel, to STUB_URL; the same fields.
// Used by gateway.config.mjs both as an additionalResolver (HIVE_MODE=resolvers) and as the resolver of
// an in-process subgraph behind a custom transport (HIVE_MODE=subgraph), for `pnpm bench:hive`.
import { GraphQLError } from 'graphql';
import { Pool } from 'undici';

const BASE = new URL(process.env.STUB_URL ?? 'http://127.0.0.1:1');
const PREFIX = BASE.pathname.replace(/\/$/, '');
// As LapiClient.pathOf makes them (packages/lapi-client/src/calls/*.ts: messaging.patientData,
// ecom.cartContents, messaging.getRecent).
const PATIENT_DATA = `${PREFIX}/lapi/leads/patientdata`;
const CART = `${PREFIX}/lapi/v2/ecom/cart`;
const GET_RECENT = `${PREFIX}/lapi/messaging/getrecent/`;

/**
 * LAPI_CLIENT=fetch (default): the gateway's own fetch (context.fetch: @whatwg-node/fetch wrapped with
 * Hive's onFetch hooks, which add X-Request-Id), as Hive's transports call subgraphs.
 * LAPI_CLIENT=undici: an undici Pool like Helmsman's LapiClient (32 keep-alive connections).
 */
const CLIENT = process.env.LAPI_CLIENT ?? 'fetch';
const pool =
  CLIENT === 'undici'
    ? new Pool(BASE.origin, { connections: 32, keepAliveTimeout: 30_000, pipelining: 1 })
    : null;

class LapiError extends Error {}

/** Helmsman's session cookie value `<leadsId>.<token>` (gateway/src/session/session-cookie.ts). */
function decodeSession(value) {
  if (!value) return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,512})$/.exec(value);
  return match ? { leadsId: Number(match[1]), token: match[2] } : null;
}

/** `data=<json>` with sorted keys, as encodeBody (safe-stable-stringify) writes these two inputs. */
function encodeBody(input) {
  const sorted = {};
  for (const key of Object.keys(input).sort()) sorted[key] = input[key];
  return new URLSearchParams({ data: JSON.stringify(sorted) }).toString();
}

/** The legacy envelope {status, data, message}: only a 2xx SUCCESS counts; the result is `data`. */
function parseAnswer(path, status, text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LapiError(`${path} answered HTTP ${status} with a body that is not JSON`);
  }
  if (json === null || typeof json !== 'object' || (json.status !== 'SUCCESS' && json.status !== 'FAILURE'))
    throw new LapiError(`${path} answered without the legacy envelope`);
  if (json.status !== 'SUCCESS' || status < 200 || status > 299)
    throw new LapiError(
      typeof json.message === 'string' && json.message ? json.message : `${path} failed (HTTP ${status})`,
    );
  return json.data;
}

async function call(context, info, session, path, input) {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    authorization: `Bearer ${session.token}`,
  };
  const body = encodeBody({ ...input, leads_id: session.leadsId });
  if (pool) {
    // Helmsman also sends X-Request-Id (a random UUID per request) and X-Forwarded-For.
    headers['x-request-id'] = context.__lapiRequestId ??= crypto.randomUUID();
    const response = await pool.request({ path, method: 'POST', headers, body });
    return parseAnswer(path, response.statusCode, await response.body.text());
  }
  // context.fetch(url, init, context, info): Hive's wrapped fetch; its requestId plugin adds X-Request-Id.
  const response = await context.fetch(
    `${BASE.origin}${path}`,
    { method: 'POST', headers, body },
    context,
    info,
  );
  return parseAnswer(path, response.status, await response.text());
}

const normalise = (category) => category.trim().replace(/\s+/g, ' ').toLowerCase();
const HEALTH = normalise('SKY GLP');

/** Query.shell: Helmsman's resolver, field for field. */
export async function shell(_root, _args, context, info) {
  // Hive's `cookies: true` (the same useCookies plugin as Helmsman's) gives request.cookieStore.
  const cookie = await context.request.cookieStore?.get('helmsman_session');
  const session = decodeSession(cookie?.value);
  if (!session) throw new GraphQLError('Please log in.', { extensions: { code: 'UNAUTHENTICATED' } });
  const [patient, cart, recent] = await Promise.allSettled([
    call(context, info, session, PATIENT_DATA, {}),
    call(context, info, session, CART, {}),
    // Only the count is needed.
    call(context, info, session, GET_RECENT, { limit: 1 }),
  ]);
  if (patient.status === 'rejected') {
    if (!(patient.reason instanceof LapiError)) throw patient.reason;
    throw new GraphQLError('Did not receive expected lead patient data', {
      extensions: { code: 'PATIENT_DATA_UNAVAILABLE' },
    });
  }
  const { leadsId, lander } = patient.value;
  let showHealthData = false;
  for (const entry of Object.values(lander.subscriptions)) {
    if (entry.category && normalise(entry.category) === HEALTH) showHealthData = true;
  }
  return {
    customer: {
      leadsId: String(leadsId),
      email: lander.email,
      firstName: lander.first_name,
      lastName: lander.last_name,
      prospectsId: lander.prospects_id === null ? null : String(lander.prospects_id),
    },
    hasFlags: lander.flags.length > 0,
    cartCount:
      cart.status === 'fulfilled'
        ? cart.value.cart.products.items.reduce((sum, item) => sum + item.quantity, 0)
        : null,
    unreadMessages: recent.status === 'fulfilled' ? (recent.value.unread_count ?? null) : null,
    showHealthData,
  };
}
