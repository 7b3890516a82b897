import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PAGE_SIZES } from '@shared/pagination';
import type { Db } from './client';

// Drizzle keeps both on every database and transaction object (a transaction shares its database's
// dialect); its types hide them.
type Internals = { dialect: object; session: { client: unknown } };

/** The kept statement as run by `db`: drizzle's prepared queries (node-postgres, PGlite) run on `client`. */
const boundTo = <T extends object>(db: Db, statement: T): T =>
  Object.create(statement, { client: { value: (db as unknown as Internals).session.client } }) as T;

/**
 * A statement built once per database and kept: drizzle does not build its SQL again, and on PostgreSQL
 * the name makes each pooled connection parse and plan it once (PGlite ignores the name). Values change
 * through `sql.placeholder`; the statement's text must not depend on them. A transaction runs the same
 * statement on its own connection: the statement is kept by what a database and its transactions share
 * and answered bound to the caller's client, so a transaction does not build its statements again.
 */
export function preparedPerDatabase<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<object, T>();
  return (db) => {
    const { dialect } = db as unknown as Internals;
    let statement = statements.get(dialect);
    if (statement === undefined) {
      statement = build(db);
      statements.set(dialect, statement);
    }
    return boundTo(db, statement);
  };
}

/**
 * Statements kept under a key that names everything their text and values come from, per database as
 * preparedPerDatabase, the least recently used dropped past `size`. For statements built from a
 * request's inputs (the sales list): asked again with the same inputs, as the list every user opens all
 * day is, one runs without drizzle building its SQL again.
 */
export function keptByKey(size: number) {
  const perDatabase = new WeakMap<object, Map<string, object>>();
  return <T extends object>(db: Db, key: string, build: () => T): T => {
    const { dialect } = db as unknown as Internals;
    let statements = perDatabase.get(dialect);
    if (statements === undefined) perDatabase.set(dialect, (statements = new Map()));
    let statement = statements.get(key) as T | undefined;
    // A Map iterates in insertion order: taking a statement out and back in makes it the newest.
    if (statement !== undefined) statements.delete(key);
    else {
      statement = build();
      if (statements.size >= size) statements.delete(statements.keys().next().value!);
    }
    statements.set(key, statement);
    return boundTo(db, statement);
  };
}

/**
 * A statement name for a query whose text depends on its filters (the sales list): one per text, so a
 * PostgreSQL connection plans each shape it sees repeatedly once instead of on every request.
 */
const statementName = (prefix: string, text: string) =>
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

/** What `namedAfterText` and the callers of kept statements need of a drizzle prepared query. */
export type PreparedQuery<T> = {
  getQuery(): { sql: string };
  execute(placeholders?: Record<string, unknown>): Promise<T>;
};

/**
 * Gives a prepared query the statementName of its text. Drizzle fixes a prepared query's name when it
 * builds it, before the text is known; its drivers keep the name in two query configs, set here (a
 * driver without them, or PGlite, which ignores names, runs the query as it is). On PostgreSQL a name
 * left at the prefix would give two texts one name, which node-postgres refuses: the API tests would say.
 */
export function namedAfterText<Q extends PreparedQuery<unknown>>(prepared: Q, prefix: string): Q {
  return withName(prepared, statementName(prefix, prepared.getQuery().sql));
}

/**
 * A prepared query sent without a name: drizzle does not build its SQL again, and PostgreSQL plans it at
 * every execution for the values at hand, as it does an ad-hoc query. For a statement whose best plan
 * depends on its values, which a connection's generic plan would fix once for all of them.
 */
export const plannedEachTime = <Q extends PreparedQuery<unknown>>(prepared: Q): Q =>
  withName(prepared, undefined);

function withName<Q>(prepared: Q, name: string | undefined): Q {
  const configs = prepared as unknown as {
    rawQueryConfig?: { name?: string | undefined };
    queryConfig?: { name?: string | undefined };
  };
  for (const config of [configs.rawQueryConfig, configs.queryConfig]) if (config) config.name = name;
  return prepared;
}

/**
 * Queries built from a request's inputs as named statements (statementName), kept under those inputs
 * (keptByKey, the least recently used dropped past `size`). The sales list's queries plan in 2-11 ms and
 * run in about 1, so each connection planning a shape once is most of their cost; building the query's
 * SQL again was about 1 ms of the server's CPU per request. `inputs` must hold everything `build` reads
 * apart from its placeholders.
 */
export function keptNamed(size: number) {
  const statements = keptByKey(size);
  return <T>(
    db: Db,
    prefix: string,
    inputs: unknown[],
    build: () => { prepare(name: string): PreparedQuery<T> },
  ): PreparedQuery<T> =>
    statements(db, JSON.stringify([prefix, ...inputs]), () =>
      namedAfterText(build().prepare(prefix), prefix),
    );
}

const writeStatements = keptNamed(200);
/** Past this many rows a write is sent as built, unnamed (a schedule's rewrite, the daily run's notices). */
const KEPT_WRITE_ROWS = 8;

/**
 * A write whose text depends on which columns it is given (an insert leaving some to their defaults, an
 * update of some columns), kept per prefix, row count and column list as a named statement (keptNamed):
 * the values go in as placeholders, so drizzle builds each shape once and a PostgreSQL connection plans it
 * once. `build` receives the rows as placeholders; an undefined value is left out, as drizzle leaves it out.
 * Rows that differ in their columns, or more than KEPT_WRITE_ROWS of them (each connection would keep a
 * statement for every row count), are given to `build` as they are and sent unnamed.
 */
export function keptWrite<V extends Record<string, unknown>, T>(
  db: Db,
  prefix: string,
  rows: readonly V[],
  build: (rows: V[]) => { prepare(name: string): PreparedQuery<T> },
): Promise<T> {
  const columnsOf = (row: V) => Object.keys(row).filter((column) => row[column] !== undefined);
  const columns = columnsOf(rows[0] ?? ({} as V));
  const shape = columns.join(',');
  if (rows.length > KEPT_WRITE_ROWS || rows.some((row) => columnsOf(row).join(',') !== shape))
    return plannedEachTime(build([...rows]).prepare(prefix)).execute();
  const named = (column: string, i: number) => `${column}_${i}`;
  const placeholders = () =>
    rows.map(
      (_, i) => Object.fromEntries(columns.map((c) => [c, sql.placeholder(named(c, i))])) as unknown as V,
    );
  return writeStatements(db, prefix, [rows.length, shape], () => build(placeholders())).execute(
    Object.fromEntries(rows.flatMap((row, i) => columns.map((c) => [named(c, i), row[c]]))),
  );
}
