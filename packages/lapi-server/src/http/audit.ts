import type { IncomingMessage } from 'node:http';
import { addressList, normaliseAddress } from '@helmsman/domain/net';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { auditEvents } from '../db/schema/index.ts';
import type { Reply } from './envelope.ts';

/**
 * The audit trail (issue 11, point 7): every read and write of health data and every account change
 * leaves one row in audit_events, which the database keeps append-only (migration 0006). Routes declare
 * what they touch (RouteDefinition.audit); the route runner (app.ts) writes the row, for writes in the
 * same transaction as the write, for reads before the answer leaves, so that no data goes out and no
 * change lands without its row.
 */

/** What the trail speaks of. Health data first, then the account. */
export type AuditResource =
  | 'visit_answers'
  | 'visit'
  | 'messages'
  | 'measurements'
  | 'uploads'
  | 'patient_data'
  | 'account'
  | 'address'
  | 'password'
  | 'email'
  | 'phone'
  | 'card'
  | 'session';

/** The audit_events_action check constraint lists the same words. */
export type AuditAction = 'read' | 'create' | 'update' | 'delete' | 'login' | 'logout';

export interface AuditEntry {
  readonly resource: AuditResource;
  readonly action: AuditAction;
  /** Which record, when the call names one (an upload's id, a visit's category, a question's id). */
  readonly resourceId?: string | null;
}

/**
 * A route's audit declaration. `resource` and `action` describe the call; `entries` refines them per
 * call from the validated input and the reply (a call that both lists and adds, the id of what was
 * created) and may answer several entries (e-mail and phone changed at once) or none. Without
 * `entries`, a successful reply is one entry of `resource` and `action`; a failure is none (nothing
 * was read or changed).
 *
 * An action that writes (create, update, delete) makes the runner run the handler in a transaction
 * that also inserts the row: the change and its audit row commit together or not at all.
 */
export interface RouteAudit<Input> {
  readonly resource: AuditResource;
  /** Or, for a call that reads or writes depending on its input, a function of the validated input. */
  readonly action: AuditAction | ((input: Input) => AuditAction);
  /** The id of what was touched, for the default entry (see replyField). */
  id?(input: Input, reply: Reply): string | number | null | undefined;
  entries?(input: Input, reply: Reply): readonly AuditEntry[];
}

/** Routes that touch neither health data nor the account say so explicitly (see audit.test.ts). */
export type AuditDeclaration<Input> = RouteAudit<Input> | 'none';

/** Where the call came from: the client's address as the gateway saw it, and its request id. */
export interface RequestOrigin {
  readonly ip: string | null;
  readonly requestId: string | null;
}

/** A call's entries: its own `entries`, or by default one per successful call. */
export function entriesOf<Input>(
  audit: RouteAudit<Input>,
  input: Input,
  reply: Reply,
): readonly AuditEntry[] {
  if (audit.entries) return audit.entries(input, reply);
  if (!succeeded(reply)) return [];
  const id = audit.id?.(input, reply);
  return [
    { resource: audit.resource, action: actionOf(audit, input), resourceId: id == null ? null : String(id) },
  ];
}

export function actionOf<Input>(audit: RouteAudit<Input>, input: Input): AuditAction {
  return typeof audit.action === 'function' ? audit.action(input) : audit.action;
}

/** `data.<field>` of a reply (e.g. the visit_id or upload_id it answers), for `id`. */
export function replyField(field: string): (input: unknown, reply: Reply) => string | number | null {
  return (_input, reply) => {
    const data = reply.envelope.data;
    if (data === null || typeof data !== 'object') return null;
    const value = (data as Record<string, unknown>)[field];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };
}

/** Actions recorded after the handler instead of in a transaction around it (see app.ts). */
export function writesInTransaction(action: AuditAction): boolean {
  return action === 'create' || action === 'update' || action === 'delete';
}

export function succeeded(reply: Reply): boolean {
  return reply.envelope.status === 'SUCCESS';
}

/**
 * One row, as a prepared statement: every audited read adds this insert to its call, and on PGlite a
 * prepared EXECUTE skips the parse and plan of each call (db/prepared.ts).
 */
const insertAuditEvent = preparedPerDatabase('insert_audit_event', (db) =>
  db.insert(auditEvents).values({
    actor: sql.placeholder('actor'),
    customerId: sql.placeholder('customerId'),
    action: sql.placeholder('action'),
    resource: sql.placeholder('resource'),
    resourceId: sql.placeholder('resourceId'),
    route: sql.placeholder('route'),
    ip: sql.placeholder('ip'),
    requestId: sql.placeholder('requestId'),
  }),
);

export async function insertAuditEntries(
  db: Db,
  entries: readonly AuditEntry[],
  row: {
    actor: number | null;
    customerId: number | null;
    route: string;
    origin: RequestOrigin;
  },
): Promise<void> {
  for (const entry of entries) {
    await insertAuditEvent(db).execute({
      actor: row.actor,
      customerId: row.customerId,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId ?? null,
      route: row.route,
      ip: row.origin.ip,
      requestId: row.origin.requestId,
    });
  }
}

/** Loopback: the gateway runs the embedded lapi-server on the same machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'] as const;

/**
 * LAPI_TRUSTED_PROXIES: comma-separated addresses or CIDR ranges whose X-Forwarded-For and
 * X-Request-Id this server believes (the gateways). Unset: loopback. Empty: nobody, the socket's peer
 * is the client.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const raw = env.LAPI_TRUSTED_PROXIES;
  if (raw === undefined) return DEFAULT_TRUSTED_PROXIES;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export type OriginResolver = (c: Context) => RequestOrigin;

/** Longer than a UUID or any proxy's request id, short enough to keep junk out of the trail. */
const MAX_REQUEST_ID_LENGTH = 128;
const REQUEST_ID = /^[A-Za-z0-9._:-]+$/;

/**
 * The client's address and request id of a call. The gateway sends `X-Forwarded-For: <client>` (and
 * `X-Request-Id`) on every call; they are believed only from a trusted peer, since anyone else could
 * write any address there. From others the socket's peer is the client, and no request id is taken.
 * In-process calls (tests' `app.fetch`) have no socket: ip null.
 */
export function createOriginResolver(trustedProxies: readonly string[]): OriginResolver {
  const isTrusted = addressList(trustedProxies, 'LAPI_TRUSTED_PROXIES');
  return (c) => {
    const peer = normaliseAddress(
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress,
    );
    if (peer === null || !isTrusted(peer)) return { ip: peer, requestId: null };
    // The gateway sends one address; a proxy chain appends, so the nearest hop is the right-most.
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1);
    const requestId = c.req.header('X-Request-Id');
    return {
      ip: normaliseAddress(forwarded) ?? peer,
      requestId:
        requestId !== undefined && requestId.length <= MAX_REQUEST_ID_LENGTH && REQUEST_ID.test(requestId)
          ? requestId
          : null,
    };
  };
}

export { normaliseAddress };
