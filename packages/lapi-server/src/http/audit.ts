import type { IncomingMessage } from 'node:http';
import { addressList, normaliseAddress } from '@helmsman/domain/net';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import { perDatabase } from '../db/per-database.ts';
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
 * One row, as a prepared statement (on PGlite a prepared EXECUTE skips the parse and plan of each
 * call, db/prepared.ts): what a write's transaction adds per entry, and a lone read's row.
 */
export const insertAuditEvent = preparedPerDatabase('insert_audit_event', (db) =>
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

/** Who did it to whom, through which route and from where: what every entry of one call shares. */
export interface AuditRowContext {
  readonly actor: number | null;
  readonly customerId: number | null;
  readonly route: string;
  readonly origin: RequestOrigin;
}

/** Inside a write's transaction (app.ts): its rows commit or roll back with the write. */
export async function insertAuditEntries(
  db: Db,
  entries: readonly AuditEntry[],
  row: AuditRowContext,
): Promise<void> {
  for (const entry of entries) {
    await insertAuditEvent(db).execute(auditRowOf(entry, row));
  }
}

type AuditRow = ReturnType<typeof auditRowOf>;

function auditRowOf(entry: AuditEntry, row: AuditRowContext) {
  return {
    actor: row.actor,
    customerId: row.customerId,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    route: row.route,
    ip: row.origin.ip,
    requestId: row.origin.requestId,
  };
}

/**
 * Several calls' rows in one statement: a JSON array of rows, as one text parameter (which PGlite's
 * EXECUTE takes as a literal, db/prepared.ts). Written as a data-modifying WITH, because drizzle's
 * insert-select names every column, the identity `id` included, which Postgres refuses a value for.
 */
export const insertAuditRows = preparedPerDatabase('insert_audit_rows', (db) => {
  const { actor, customerId, action, resource, resourceId, route, ip, requestId } = auditEvents;
  const columns = [actor, customerId, action, resource, resourceId, route, ip, requestId];
  const inserted = db.$with('inserted', { id: auditEvents.id }).as(
    sql`insert into ${auditEvents} (${sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )}) select r.actor, r."customerId", r.action, r.resource, r."resourceId", r.route, r.ip, r."requestId"
      from json_to_recordset(${sql.placeholder('rows')}::json) as r(actor integer, "customerId" integer,
        action text, resource text, "resourceId" text, route text, ip text, "requestId" text)
      returning ${auditEvents.id}`,
  );
  return db.with(inserted).select({ rows: sql<number>`count(*)::int` }).from(inserted);
});

/** A busy server's batch stays one modest statement (about 200 bytes a row). */
const MAX_ROWS_PER_STATEMENT = 500;

interface WaitingCall {
  readonly rows: readonly AuditRow[];
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The rows of reads, logins and logouts, written before their answers leave (app.ts) but several
 * calls' at a time: while one insert is under way, the calls that finish meanwhile wait for the next,
 * which writes all their rows in one statement. An idle server writes a call's rows at once, so no
 * call waits for a timer; a busy one writes a batch per round trip instead of a row per call. On
 * Postgres the Shell's two audited reads were a quarter of its statements (docs/decisions.md, "One
 * session read per page, and the audit rows of reads in batches").
 *
 * A batch that fails is retried one call at a time, so a row the table refuses fails its own call
 * only, never its neighbours'.
 */
class AuditBatcher {
  readonly #db: Db;
  #waiting: WaitingCall[] = [];
  #writing = false;

  constructor(db: Db) {
    this.#db = db;
  }

  append(rows: readonly AuditRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ rows, resolve, reject });
      if (!this.#writing) void this.#writeAll();
    });
  }

  async #writeAll(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        await this.#write(this.#takeBatch());
      }
    } finally {
      this.#writing = false;
    }
  }

  #takeBatch(): WaitingCall[] {
    let count = 0;
    let calls = 0;
    while (calls < this.#waiting.length) {
      const size = this.#waiting[calls]?.rows.length ?? 0;
      if (calls > 0 && count + size > MAX_ROWS_PER_STATEMENT) break;
      count += size;
      calls += 1;
    }
    return this.#waiting.splice(0, calls);
  }

  async #write(batch: readonly WaitingCall[]): Promise<void> {
    try {
      await this.#insert(batch.flatMap((call) => call.rows));
      for (const call of batch) call.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const call of batch) {
        await this.#insert(call.rows).then(call.resolve, call.reject);
      }
    }
  }

  /** One row alone goes by the plain insert, which costs PGlite a third less than the JSON one. */
  #insert(rows: readonly AuditRow[]): Promise<unknown> {
    const [only] = rows;
    if (only !== undefined && rows.length === 1) return insertAuditEvent(this.#db).execute(only);
    return insertAuditRows(this.#db).execute({ rows: JSON.stringify(rows) });
  }
}

const batcherOf = perDatabase((db) => new AuditBatcher(db));

/**
 * Outside a transaction: resolves once the call's rows are in the table, with those of the calls
 * that finished alongside it (AuditBatcher). Rejects, and the call answers 500, when they cannot be.
 */
export function appendAuditEntries(
  db: Db,
  entries: readonly AuditEntry[],
  row: AuditRowContext,
): Promise<void> {
  return batcherOf(db).append(entries.map((entry) => auditRowOf(entry, row)));
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
