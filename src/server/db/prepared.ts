import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PAGE_SIZES } from '@shared/pagination';
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

/**
 * The window of a named statement's page. The first page of a fixed page size takes its LIMIT as a literal:
 * with a parameter there (or an OFFSET) PostgreSQL cannot tell the page is small, its generic plan looks
 * dearer than a custom one, and it plans the statement again at every execution (0.65 ms of the sales
 * list's 0.9). Other pages keep both as parameters, so a connection holds two statements per shape, not
 * one per page; `perpage=all` (a limit of the row count) too.
 */
export function pageOf<Q extends { limit(n: number): { offset(n: number): unknown } }>(
  query: Q,
  window: { limit: number; offset: number },
): ReturnType<Q['limit']> {
  const firstOfFixedSize = window.offset === 0 && (PAGE_SIZES as readonly number[]).includes(window.limit);
  // Drizzle writes an SQL chunk given as the limit into the text as it is; its types only name numbers.
  if (firstOfFixedSize)
    return query.limit(sql.raw(String(window.limit)) as unknown as number) as ReturnType<Q['limit']>;
  return query.limit(window.limit).offset(window.offset) as ReturnType<Q['limit']>;
}
