import type { Db } from './client';

/**
 * A statement built once per database and kept: drizzle does not build its SQL again, and on PostgreSQL
 * the name makes each pooled connection parse and plan it once (PGlite ignores the name). Values change
 * through `sql.placeholder`; the statement's text must not depend on them. Only for a `Db` that lives as
 * long as the process (not a transaction).
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
