import type { Db } from './open.ts';

/**
 * State kept for each database handle, made at its first use: prepared statements, the session reads
 * under way, the audit batcher. Keyed by the handle, so a transaction (its own handle) gets its own,
 * and a closed database's state goes with it.
 */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const states = new WeakMap<Db, T>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) {
      state = create(db);
      states.set(db, state);
    }
    return state;
  };
}
