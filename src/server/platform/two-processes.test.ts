import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { jobs, payments, sales as salesTable, scheduledRuns } from '../db/schema';
import { DEMO_PASSWORD } from '../seeds/seed-data';
import { databaseUrlFor } from '../test/database-url';
import { openNoticeStream } from '../test/event-stream';
import { insertSale, monthlyRows, userIdOf } from '../test/factories';
import { startServer, stopServer, type ServerProcess } from '../test/server-process';
import { startS3Server, type S3Server } from '../test/s3-server';

/**
 * Two real server processes (`tsx src/server/main.ts`) on one PostgreSQL database and one S3-protocol
 * server, as a developer with several sales offices runs them behind a proxy. PostgreSQL only.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const call = (server: ServerProcess, method: string, url: string, token?: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const login = async (server: ServerProcess, username: string, password = DEMO_PASSWORD) =>
  call(server, 'POST', '/api/login', undefined, { login: username, password });

const tokenOf = async (server: ServerProcess, username: string) => {
  const res = await login(server, username);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

const payment = (saleId: number, amount: string) => ({
  sale_id: saleId,
  amount,
  currency: 'USD',
  payment_date: new Date().toISOString().slice(0, 10),
  payment_type: 'cash',
  bank_account_id: null,
  note: '',
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let admin: pg.Client;
  let name: string;
  let database: Database;
  let s3: S3Server;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    name = `realty_2p_${randomBytes(5).toString('hex')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    database = openPostgres(databaseUrlFor(url, name));
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: databaseUrlFor(url, name),
      FILE_URL_SECRET: randomBytes(24).toString('hex'),
      ...s3.env('two-processes'),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NBG_RATES_URL: 'http://127.0.0.1:9/',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await database?.close();
    await s3?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('a session made on one works on the other, and a logout on one ends it on both', async () => {
    const token = await tokenOf(a, 'accountant');
    expect((await call(b, 'GET', '/api/user', token)).status).toBe(200);
    expect((await call(b, 'POST', '/api/logout', token, {})).status).toBe(200);
    expect((await call(a, 'GET', '/api/user', token)).status).toBe(401);
    expect((await call(b, 'GET', '/api/user', token)).status).toBe(401);
  });

  it('a sign-in locked on one is locked on the other', async () => {
    for (let i = 0; i < 5; i++) expect((await login(a, 'client_manager', 'wrong-password')).status).toBe(422);
    const locked = await login(b, 'client_manager');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a file uploaded through one downloads through the other', async () => {
    const token = await tokenOf(a, 'admin');
    const agent = (await (
      await call(a, 'POST', '/api/agents', token, {
        type: 'company',
        name: 'შპს ორი პროცესი',
        company_id: String(200000000 + Math.floor(Math.random() * 99999999)),
      })
    ).json()) as { id: number };
    const form = new FormData();
    form.append('document_type', 'contract');
    form.append('title', 'two-process contract');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'contract.pdf');
    const uploaded = await fetch(`${a.url}/api/agents/${agent.id}/addFile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const download = await fetch(`${b.url}${url.slice(url.indexOf('/api/'))}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it('each periodic job runs once for its period across both processes', async () => {
    // Both processes started at about the same time and looked for their slots at once.
    const slots = await database.db.select().from(scheduledRuns);
    expect(slots.length).toBeGreaterThanOrEqual(5);
    const runs = await database.db
      .select({ name: sql<string>`${jobs.payload}->>'name'`, slot: sql<string>`${jobs.payload}->>'slot'` })
      .from(jobs)
      .where(eq(jobs.kind, 'scheduled.run'));
    expect(runs).toHaveLength(slots.length);
    expect(new Set(runs.map((r) => `${r.name}@${r.slot}`)).size).toBe(runs.length);
    for (const job of ['notifications.run', 'sales.overdue', 'bookings.expire', 'currency.refresh'])
      expect(
        slots.filter((s) => s.name === job),
        job,
      ).toHaveLength(1);
  });

  it('a bell open on one hears a payment made on the other', async () => {
    const managerId = await userIdOf(database.db, 'sales_manager');
    const sale = await insertSale(database.db, {
      price: '2000',
      rows: monthlyRows('2030-01-10', 2, '1000.00'),
      contract_no: `2P-${randomBytes(3).toString('hex')}`,
      responsible_user_id: managerId,
    });
    const stream = await openNoticeStream(b.url, await tokenOf(b, 'sales_manager'));
    const { unread_count } = (await stream.next()).data;
    const paid = await call(
      a,
      'POST',
      '/api/payments/pay',
      await tokenOf(a, 'admin'),
      payment(sale.id, '500'),
    );
    expect(paid.status).toBe(200);
    expect(await stream.next()).toEqual({ event: 'notice', data: { unread_count: unread_count + 1 } });
    stream.close();
  });

  it('killing a process in the middle of a payment leaves it absent, and a finished one whole', async () => {
    const sales = await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        insertSale(database.db, {
          price: '3000',
          rows: monthlyRows('2030-01-10', 3, '1000.00'),
          contract_no: `2P-KILL-${i}-${randomBytes(3).toString('hex')}`,
        }),
      ),
    );
    const held = [sales[0]!.id];
    // Another session holds the first sale, so its payment stops inside its transaction.
    const holder = new pg.Client({ connectionString: databaseUrlFor(process.env.TEST_DATABASE_URL!, name) });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from sales where id = any($1) for update', [held]);

    const token = await tokenOf(a, 'admin');
    expect((await call(a, 'POST', '/api/payments/pay', token, payment(sales[1]!.id, '1500'))).status).toBe(
      200,
    );
    const stopped = call(a, 'POST', '/api/payments/pay', token, payment(held[0]!, '1500')).then(
      (r) => r.status,
      () => 'cut' as const,
    );
    const waiting = async () =>
      Number(
        (
          await holder.query(
            "select count(*) from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
            [name],
          )
        ).rows[0].count,
      );
    for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await waiting()).toBeGreaterThan(0);

    a.child.kill('SIGKILL');
    expect(await stopped).toBe('cut');
    await holder.query('rollback');
    // The killed process's sessions end as soon as they get the rows and find nobody to answer.
    for (let i = 0; i < 100 && (await waiting()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    await holder.end();

    for (const sale of sales) {
      const rows = await database.db
        .select({ amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.sale_id, sale.id), eq(payments.mode, 'sale')));
      const [balance] = await database.db
        .select({ paid: salesTable.paid_amount })
        .from(salesTable)
        .where(eq(salesTable.id, sale.id));
      const whole = !held.includes(sale.id);
      expect(
        rows.map((r) => Number(r.amount)),
        `sale ${sale.id}`,
      ).toEqual(whole ? [1500] : []);
      expect(Number(balance!.paid), `sale ${sale.id}`).toBe(whole ? 1500 : 0);
    }
    // The other process goes on serving, and takes the payment the killed one could not.
    const again = await call(
      b,
      'POST',
      '/api/payments/pay',
      await tokenOf(b, 'admin'),
      payment(held[0]!, '1500'),
    );
    expect(again.status).toBe(200);
  }, 90_000);
});
