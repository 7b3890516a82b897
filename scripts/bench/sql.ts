/**
 * "The same query in SQL": the statements a route sends are captured by running the real app in this
 * process with a logging driver (one request per sample), then replayed with pg directly, one after the
 * other on one connection, and timed. The per-request sign-in lookups (session, user, roles) are left out:
 * they are the API's overhead, not the query. A write (the payment) is replayed inside a transaction
 * that is rolled back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { PgListener } from '../../src/server/db/pg-listener';
import * as schema from '../../src/server/db/schema';

export interface SqlSample {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface Statement {
  text: string;
  params: unknown[];
}

const AUTH_QUERIES = [
  /"auth_tokens"/,
  /from "user_roles" inner join "roles"/,
  /^select .* from "users" where "users"\."id" = \$1$/s,
];
const isAuth = (text: string) => AUTH_QUERIES.some((re) => re.test(text));

export async function captureStatements(
  url: string,
  token: string,
  samples: Record<string, SqlSample[]>,
): Promise<Record<string, { statements: Statement[][]; status: number[] }>> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recording: Statement[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => recording?.push({ text, params: [...params] }) },
  }) as unknown as Db;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'realty-bench-sql-'));
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  });
  // The bench opens no stream, so the listener never connects; the app needs one all the same.
  const listener = new PgListener(url, (error) => console.error(error.message));
  const listen = listener.listen.bind(listener);
  const app = await buildApp({ config, db, listen, webDir: null, logger: false });
  await app.ready();
  const result: Record<string, { statements: Statement[][]; status: number[] }> = {};
  try {
    for (const [name, list] of Object.entries(samples)) {
      result[name] = { statements: [], status: [] };
      for (const sample of list) {
        recording = [];
        const response = await app.inject({
          method: sample.method,
          url: sample.path,
          headers: { authorization: `Bearer ${token}` },
          ...(sample.body === undefined ? {} : { payload: sample.body as Record<string, unknown> }),
        });
        const statements: Statement[] = recording;
        recording = null;
        result[name].status.push(response.statusCode);
        result[name].statements.push(statements.filter((s) => !isAuth(s.text)));
      }
    }
  } finally {
    await app.close();
    await listener.close();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}

/**
 * p50 and p95 (ms) of running a captured request's statements in turn, `iterations` times in all, from
 * `concurrency` connections at once. As the load driver does, every connection takes the next request of
 * one shared sequence when it is free, so all of them stay busy until the last few requests: with a fixed
 * share each, the connections given the cheaper requests finished first and the rest ran, and were timed,
 * with fewer beside them. A write needs at least four different requests per connection (each on a sale of
 * its own), so that two connections hardly ever wait for one sale's lock.
 */
export async function timeStatements(
  url: string,
  requests: Statement[][],
  iterations: number,
  options: { write?: boolean; concurrency?: number } = {},
): Promise<{ p50: number; p95: number; statements: number }> {
  const concurrency = options.concurrency ?? 1;
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const runOnce = async (client: pg.Client, statements: Statement[]) => {
    const list = options.write
      ? [
          { text: 'begin', params: [] },
          ...statements.filter((s) => !/^(begin|commit|rollback)$/i.test(s.text.trim())),
          { text: 'rollback', params: [] },
        ]
      : statements;
    for (const s of list) await client.query({ text: s.text, values: s.params });
  };
  if (options.write && concurrency > 1 && requests.length < 4 * concurrency)
    throw new Error(
      `a write timed on ${concurrency} connections needs ${4 * concurrency} different requests`,
    );
  const durations: number[] = [];
  let next = 0;
  try {
    // Warm: each connection runs a few requests first, untimed (its statement cache, the pages it reads).
    await Promise.all(
      clients.map(async (client, w) => {
        for (let i = 0; i < 5; i++) await runOnce(client, requests[(w + i * concurrency) % requests.length]!);
      }),
    );
    await Promise.all(
      clients.map(async (client) => {
        for (let i = next++; i < iterations; i = next++) {
          const started = performance.now();
          await runOnce(client, requests[i % requests.length]!);
          durations.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!;
  return {
    p50: at(0.5),
    p95: at(0.95),
    statements: requests.reduce((n, r) => n + r.length, 0) / Math.max(1, requests.length),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement of one captured request (writes rolled back). */
export async function explainStatements(url: string, statements: Statement[]): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: string[] = [];
  try {
    await client.query('begin');
    for (const s of statements) {
      if (/^(begin|commit|rollback)$/i.test(s.text.trim())) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>({
        text: `explain (analyze, buffers) ${s.text}`,
        values: s.params,
      });
      out.push(
        `-- ${s.text}\n-- params: ${JSON.stringify(s.params).slice(0, 300)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
      );
    }
  } finally {
    await client.query('rollback');
    await client.end();
  }
  return out.join('\n');
}
