import { createHash } from 'node:crypto';
import type { Db } from './client';

/**
 * A statement built once per database and kept: drizzle does not build its SQL again, and on PostgreSQL
 * the name makes each pooled connection parse and plan it once (PGlite ignores the name). Values change
 * through `sql.placeholder`; the statement's text must not depend on them. Kept per `Db`: a transaction
 * builds its own once (the connection still plans the named statement only once).
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

/**
 * A statement name for a query whose text depends on its filters (the sales list): one per text, so a
 * PostgreSQL connection plans each shape it sees repeatedly once instead of on every request.
 */
export const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
