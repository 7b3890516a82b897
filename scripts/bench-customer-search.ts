/**
 * Times the customer quick search (GET /api/customers?query=) on 100,000 customers, through the real
 * repository function: PGlite always, and PostgreSQL too when BENCH_DATABASE_URL is set (a scratch
 * database is created on that server and dropped afterwards). Prints median, p95 and max in ms.
 *
 *   npm run bench:customers
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:customers
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPglite, openPglite, openPostgres, type Database } from '../src/server/db/client';
import { customers } from '../src/server/db/schema';
import { demoCustomers, prng } from '../src/server/seeds/seed-customers';
import { quickSearch } from '../src/server/modules/customers/customers.repository';
import { databaseUrlFor } from '../src/server/test/database-url';

const TOTAL = 100_000;
const BATCH = 1_000;
const SEARCHES = 200;
const viewer = { id: 1, permissions: ['view_customers'], buildingIds: [] };

/** 2-6 character terms: Georgian and Latin name parts, digits of IDs and phones, two-word terms. */
function terms(): string[] {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = [
    'ბერ',
    'კაპან',
    'ნინო',
    'გიორ',
    'შვილი',
    'ძე',
    'ლომიძ',
    'თამარ',
    'beri',
    'kapa',
    'nino',
    'giorgi',
    'dze',
    'shvil',
    'smith',
    'petr',
    'иван',
    'нино',
    'llc',
    'შპს',
  ];
  const digits = () => String(Math.floor(random() * 10 ** (2 + Math.floor(random() * 5)))).padStart(2, '0');
  return Array.from({ length: SEARCHES }, (_, i) =>
    i % 10 === 9
      ? `${pick(words)} ${pick(words)}`
      : i % 3 === 2
        ? `5${digits()}`.slice(0, 6)
        : i % 3 === 1
          ? digits()
          : pick(words),
  );
}

async function fill(database: Database): Promise<number> {
  const started = performance.now();
  for (let offset = 0; offset < TOTAL; offset += BATCH)
    await database.db.insert(customers).values(demoCustomers(BATCH, offset + 1, () => null, offset));
  return performance.now() - started;
}

async function time(database: Database): Promise<{ median: number; p95: number; max: number; rows: number }> {
  const list = terms();
  for (const term of list.slice(0, 10)) await quickSearch(database.db, viewer, term); // warm up
  const durations: number[] = [];
  let rows = 0;
  for (const term of list) {
    const started = performance.now();
    rows += (await quickSearch(database.db, viewer, term)).length;
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!;
  return { median: at(0.5), p95: at(0.95), max: durations[durations.length - 1]!, rows };
}

async function run(label: string, database: Database) {
  await database.migrate();
  const fillMs = await fill(database);
  const r = await time(database);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label}: ${TOTAL} customers inserted in ${(fillMs / 1000).toFixed(1)} s; ${SEARCHES} quick searches: ` +
      `median ${ms(r.median)}, p95 ${ms(r.p95)}, max ${ms(r.max)} (${r.rows} rows answered)`,
  );
}

const pglite = openPglite(createPglite());
try {
  await run('PGlite', pglite);
} finally {
  await pglite.close();
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `realty_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const postgres = openPostgres(databaseUrlFor(url, name));
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
