import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { databaseUrlFor } from '../test/database-url';
import { runTs, startServer, stopServer, type ServerProcess } from '../test/server-process';

/**
 * A web process and a worker process (ROLE=web, ROLE=worker) started at the same moment on an empty
 * PostgreSQL database, as a deploy starts them: they take turns to migrate and seed, then each does its part.
 * PostgreSQL only.
 */
const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const until = async (what: string, check: () => Promise<boolean>) => {
  for (let i = 0; i < 120; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`still waiting for ${what}`);
};

describe.runIf(process.env.TEST_DATABASE_URL)('a web and a worker process on one PostgreSQL', () => {
  let admin: pg.Client;
  let db: pg.Client;
  let name: string;
  let env: Record<string, string>;
  let web: ServerProcess | undefined;
  let worker: ServerProcess | undefined;

  const count = async (query: string) => Number((await db.query(query)).rows[0].n);
  const jobOf = async (id: number) =>
    (await db.query('select status, attempts from jobs where id = $1', [id])).rows[0] as {
      status: string;
      attempts: number;
    };

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    name = `realty_roles_${randomBytes(5).toString('hex')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    env = {
      DATABASE_URL: databaseUrlFor(url, name),
      FILE_URL_SECRET: randomBytes(24).toString('hex'),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NBG_RATES_URL: 'http://127.0.0.1:9/',
    };
    // Both kept even when one fails to start, so afterAll stops the other.
    const started = await Promise.allSettled([
      startServer({ ...env, ROLE: 'web' }),
      startServer({ ...env, ROLE: 'worker' }),
    ]);
    [web, worker] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopServer(web), stopServer(worker)]);
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('both come up on the empty database, which was migrated and seeded once', async () => {
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(MIGRATIONS);
    expect(await count('select count(*) as n from banks')).toBeGreaterThan(0);
    expect(await count('select count(*) - count(distinct code) as n from banks')).toBe(0);
    expect(await count('select count(*) as n from roles')).toBeGreaterThan(0);
    expect(await count('select count(*) - count(distinct name) as n from roles')).toBe(0);
  });

  it('the web process serves the API; the worker answers only its health', async () => {
    expect((await fetch(`${web!.url}/api/app-config`)).status).toBe(200);
    expect((await fetch(`${worker!.url}/api/app-config`)).status).toBe(404);
    expect((await fetch(`${worker!.url}/api/health`)).status).toBe(200);
  });

  it('the worker runs the periodic jobs and the queue; the web process runs neither', async () => {
    // The worker took each periodic job's slot at start, and its queue claimed every run.
    await until('the periodic runs', async () => {
      const slots = await count('select count(*) as n from scheduled_runs');
      const unclaimed = await count(
        "select count(*) as n from jobs where kind = 'scheduled.run' and attempts = 0",
      );
      return slots >= 5 && unclaimed === 0;
    });
    await stopServer(worker);
    worker = undefined;

    const { rows } = await db.query(
      "insert into jobs (kind, payload) values ('tickets.late', '{}') returning id",
    );
    const id = rows[0].id as number;
    // Over two of the web process's poll periods: a queue there would have claimed it.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await jobOf(id)).toEqual({ status: 'queued', attempts: 0 });

    worker = await startServer({ ...env, ROLE: 'worker' });
    await until('the job', async () => (await jobOf(id)).status === 'done');
  }, 90_000);

  it('npm run migrate, while they run, finds nothing left to do', async () => {
    const migrate = runTs('scripts/migrate.ts', env);
    const code = await new Promise((resolve) => migrate.once('exit', resolve));
    expect(code).toBe(0);
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(MIGRATIONS);
    expect(await count('select count(*) - count(distinct code) as n from banks')).toBe(0);
  }, 60_000);
});
