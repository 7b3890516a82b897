import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgListener } from './pg-listener';
import * as schema from './schema';

type Schema = typeof schema;
/** A database or a transaction: repositories accept either, so a service decides the transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while this process holds the start-up lock, so two processes started at once never
   * migrate or seed side by side: PostgreSQL's advisory lock; on PGlite the data directory's own lock.
   */
  whileLocked<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls onPayload with each NOTIFY on the channel, from any process on the database, once its
   * transaction commits; answers the function that stops listening.
   */
  listen: Listen;
  close(): Promise<void>;
  /** The embedded database's own client (PGlite only): the server's nightly backup dumps it. */
  embedded?: PGlite;
}

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key of migrating and seeding at start ("realty" in ASCII, so it reads in pg_locks). */
const START_UP_LOCK = 0x7265616c7479;

/** PostgreSQL through node-postgres: for real deployments. */
export function openPostgres(url: string): Database {
  // JIT compilation costs ~1 s on list and totals queries whose estimates look large; they never need it.
  // No parallel workers: the pool's ten connections already keep the cores busy, and a worker started for
  // one list query competes with them (the five-filter count: 15 ms with a worker, 6 ms without).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  let closing = false;
  // A dropped idle connection must not crash the process; the pool opens a new one on the next query.
  pool.on('error', (error) => {
    if (!closing) console.error(`database connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema });
  const listener = new PgListener(url, (error) => {
    if (!closing) console.error(`database listening connection lost: ${error.message}`);
  });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    whileLocked: async (work) => {
      // A connection of its own holds the lock for the session; the work runs on the others.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      closing = true;
      await listener.close();
      await pool.end();
    },
  };
}

/** A PGlite client with the extensions the migrations use (pg_trgm for the customer quick search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

/** The embedded database: persisted in a directory, or in memory when none is given. */
export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    whileLocked: (work) => work(),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
    embedded: client,
  };
}

/** Where the embedded database keeps its files: DATA_DIR/db. */
export const databaseDirectory = (dataDir: string) => path.join(dataDir, 'db');

export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Database {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = databaseDirectory(config.dataDir);
  mkdirSync(dir, { recursive: true });
  return openPglite(createPglite({ dataDir: dir }));
}
