import type { Database } from '@helmsman/lapi-server';

/**
 * One customer's rows in the legacy database, found from the live schema (information_schema and the
 * foreign keys), not from a list: a table added later is covered without anyone adding it.
 *
 * - `leads`: the customer's row;
 * - a table with a `lead_id` (or `actor_lead_id`) column: the rows with the customer's id; so are the
 *   audit trail's `customer_id` (whose data) and `actor` (who acted) in `audit_events`;
 * - a table without one that references such a table (order_items → orders, visit_answers → visits…):
 *   the rows that belong to the customer's parent rows;
 * - any other table (the catalogue, doctors, coupons…) is shared: every row.
 */

type Db = Database['db'];

interface Column {
  table: string;
  column: string;
}

interface ForeignKey {
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
}

export interface TablePlan {
  table: string;
  /** SQL condition selecting one customer's rows (`$lead` stands for the lead id), or null: shared. */
  where: string | null;
  /** The table's own lead columns (none for `leads`, children and shared tables). */
  ownerColumns: string[];
}

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How to select one customer's rows in every table of the public schema. */
export async function planCustomerTables(db: Db): Promise<TablePlan[]> {
  const tables = (
    await rows<{ table_name: string }>(
      db,
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
  const leadColumns = await rows<Column>(
    db,
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = 'public' and (column_name in ('lead_id', 'actor_lead_id')
       or (table_name = 'audit_events' and column_name in ('customer_id', 'actor')))`,
  );
  const foreignKeys = await rows<ForeignKey>(
    db,
    `select c.conrelid::regclass::text as table, a.attname as column,
            c.confrelid::regclass::text as parent, pa.attname as "parentColumn"
     from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
     where c.contype = 'f' and array_length(c.conkey, 1) = 1
       and c.connamespace = 'public'::regnamespace`,
  );
  const leadScoped = new Map<string, string[]>();
  for (const { table, column } of leadColumns)
    leadScoped.set(table, [...(leadScoped.get(table) ?? []), column]);

  return tables.map((table) => {
    if (table === 'leads') return { table, where: 'id = $lead', ownerColumns: [] };
    const own = leadScoped.get(table);
    if (own)
      return {
        table,
        where: own.map((column) => `${ident(column)} = $lead`).join(' or '),
        ownerColumns: own,
      };
    const viaParents = foreignKeys
      .filter((key) => key.table === table && leadScoped.has(key.parent))
      .map(
        (key) =>
          `${ident(key.column)} in (select ${ident(key.parentColumn)} from ${ident(key.parent)} where ${(
            leadScoped.get(key.parent) ?? []
          )
            .map((column) => `${ident(column)} = $lead`)
            .join(' or ')})`,
      );
    return { table, where: viaParents.length > 0 ? viaParents.join(' or ') : null, ownerColumns: [] };
  });
}

/**
 * Every row of the customer (and of the shared tables), one JSON text per table, rows in a fixed
 * order: equal snapshots mean byte-for-byte equal rows.
 */
export async function snapshotCustomer(
  db: Db,
  plans: readonly TablePlan[],
  leadId: number,
): Promise<Record<string, string>> {
  // One statement for all tables: a snapshot is taken before and after every call of a test.
  const parts = plans.map(({ table, where }) => {
    const condition = where === null ? 'true' : where.replaceAll('$lead', String(Math.trunc(leadId)));
    return `select '${table}' as name, (select coalesce(json_agg(r order by r::text), '[]') from (select * from ${ident(table)} where ${condition}) r) as rows`;
  });
  const [row] = await rows<{ json: string }>(
    db,
    `select coalesce(json_object_agg(name, rows), '{}')::text as json from (${parts.join(' union all ')}) t`,
  );
  const tables = JSON.parse(row?.json ?? '{}') as Record<string, unknown>;
  return Object.fromEntries(Object.entries(tables).map(([table, value]) => [table, JSON.stringify(value)]));
}

/** The customer's rows as objects, per table (shared tables left out). */
export async function customerRows(
  db: Db,
  plans: readonly TablePlan[],
  leadId: number,
): Promise<Record<string, Record<string, unknown>[]>> {
  const snapshot = await snapshotCustomer(
    db,
    plans.filter((plan) => plan.where !== null),
    leadId,
  );
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, json]) => [table, JSON.parse(json) as Record<string, unknown>[]]),
  );
}

/** Every value of the shared tables and of rows that belong to nobody (e.g. anonymous clicks). */
export async function sharedValues(db: Db, plans: readonly TablePlan[]): Promise<Set<string>> {
  const values = new Set<string>();
  for (const { table, where, ownerColumns } of plans) {
    if (where !== null && ownerColumns.length === 0) continue;
    const condition =
      where === null ? 'true' : ownerColumns.map((column) => `${ident(column)} is null`).join(' and ');
    const found = await rows<Record<string, unknown>>(
      db,
      `select row_to_json(r) as row from (select * from ${ident(table)} where ${condition}) r`,
    );
    for (const { row } of found) for (const value of leafValues(row)) values.add(value);
  }
  return values;
}

/** The leaf values of a JSON value, as strings. */
export function leafValues(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(leafValues);
  if (typeof value === 'object') return Object.values(value).flatMap(leafValues);
  return [String(value)];
}
