import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ActiveSession } from '../auth/sessions.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import type { Services } from '../services.ts';
import type { AuditDeclaration } from './audit.ts';
import type { Reply } from './envelope.ts';
import type { FormFiles } from './files.ts';
import type { IdempotentOption } from './idempotency.ts';
import type { InputProblem } from './input.ts';

/**
 * - legacy: a call of the legacy API, at its exact path (spec section 7, lapi-calls.txt).
 * - defined: a call the spec describes without naming its path, so this server names one.
 * - extension: a call the legacy API lacks; the gateway must keep working against a lapi without it.
 */
export type RouteKind = 'legacy' | 'defined' | 'extension';

/** customer: needs `Authorization: Bearer <session token>`; the handler then acts for that lead only. */
export type Access = 'public' | 'customer';

export interface PublicContext {
  readonly db: Db;
  /** Bound to the route's path. Never log request bodies: they carry passwords and health data. */
  readonly logger: Logger;
  readonly clock: Clock;
  readonly services: Services;
  /** The multipart files of the fields the route declares in `files`; empty for other routes. */
  readonly files: FormFiles;
  /**
   * Names the customer whose data a public call touched, for its audit row (a reset or confirmation
   * link names no session, so only the handler knows whose account it changed). Customer routes need
   * not call it: their row is about the session's lead.
   */
  auditCustomer(leadId: number): void;
}

export interface CustomerContext extends PublicContext {
  /** The session's lead: the only lead whose rows a customer handler may read or write. */
  readonly leadId: number;
  readonly session: ActiveSession;
}

export type HandlerContext<A extends Access> = A extends 'customer' ? CustomerContext : PublicContext;

/** Input schemas describe the JSON object in the `data` form field. */
export type InputSchema = z.ZodType<Record<string, unknown>>;

export interface RouteDefinition<A extends Access, S extends InputSchema> {
  /** Exact, trailing slash included or not, as the legacy API spells it. */
  readonly path: `/lapi/${string}`;
  readonly kind: RouteKind;
  readonly auth: A;
  /** One line for the route table's reader: what the call is for. */
  readonly summary: string;
  /** Validated before the handler runs; a failure is a 400 naming the field. */
  readonly input: S;
  /** Request bodies above this size get a 413 before anything is parsed. Default 256 KiB. */
  readonly maxBodyBytes?: number;
  /** Multipart file fields the handler reads from `context.files` (e.g. upload_image's `fileToUpload`). */
  readonly files?: readonly string[];
  /**
   * How a schema failure is answered. Default: 400 `Invalid request: <field> <problem>; …` with data
   * null. Calls whose legacy client shows a fixed failure (spec section 8, e.g. 'Failed to save
   * address.') use `invalidInputAs(message)` from input.ts, which puts the problems in `data`.
   */
  readonly invalidInput?: (problems: readonly InputProblem[]) => Reply;
  /**
   * What the call reads or changes of health data or the account, for the audit trail (http/audit.ts),
   * or 'none'. Optional in the type so that tests can mount ad-hoc routes; every route of the table
   * must declare it (audit.test.ts fails otherwise).
   */
  readonly audit?: AuditDeclaration<z.output<S>>;
  /**
   * Customer writes that must happen once (money, messages, the card): with an `Idempotency-Key`
   * header, a repeat of the request answers the stored answer instead of writing again
   * (http/idempotency.ts). `true` fingerprints the whole input; `{ fingerprint }` leaves secrets out.
   * Customer routes only: keys are kept per customer.
   */
  readonly idempotent?: A extends 'customer' ? IdempotentOption<z.output<S>> : never;
  // Method syntax on purpose: it lets routes with different inputs share one `Route[]` table.
  handler(input: z.output<S>, context: HandlerContext<A>): Promise<Reply>;
}

export type Route = RouteDefinition<Access, InputSchema>;

/** Identity at runtime; at compile time it ties the handler's input and context to `input` and `auth`. */
export function defineRoute<const A extends Access, S extends InputSchema>(
  route: RouteDefinition<A, S>,
): RouteDefinition<A, S> {
  return route;
}
