import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../platform/job-queue';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Db } from './client';
import { keptByKey, keptWrite, preparedPerDatabase } from './prepared';
import { jobs } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobsOfKind = (db: Db) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.kind, sql.placeholder('kind')))
    .prepare('test_jobs_of_kind');

/** Inside a transaction: queues a job of `kind`, reads with `read`, and rolls back. */
async function readInsideRolledBack(kind: string, read: (tx: Db) => Promise<unknown[]>): Promise<number> {
  let seen = -1;
  await t.db
    .transaction(async (tx) => {
      await enqueueJob(tx, kind, {});
      seen = (await read(tx)).length;
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return seen;
}

describe('prepared statements', () => {
  it('are built once, and inside a transaction run on its connection', async () => {
    let builds = 0;
    const statement = preparedPerDatabase((db) => {
      builds++;
      return jobsOfKind(db);
    });
    expect(await statement(t.db).execute({ kind: 'test.prepared' })).toEqual([]);
    // Only the transaction's own connection sees the job it has not committed.
    const seen = await readInsideRolledBack('test.prepared', (tx) =>
      statement(tx).execute({ kind: 'test.prepared' }),
    );
    expect(seen).toBe(1);
    expect(await statement(t.db).execute({ kind: 'test.prepared' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('kept by key are built once per key, the least recently used built again past the size', async () => {
    const kept = keptByKey(2);
    const built: string[] = [];
    const run = (db: Db, kind: string) =>
      kept(db, kind, () => {
        built.push(kind);
        return jobsOfKind(db);
      }).execute({ kind });
    await run(t.db, 'test.a');
    await run(t.db, 'test.b');
    await run(t.db, 'test.a');
    await run(t.db, 'test.c'); // drops test.b, used least recently
    await run(t.db, 'test.a');
    await run(t.db, 'test.b');
    expect(built).toEqual(['test.a', 'test.b', 'test.c', 'test.b']);
    expect(await readInsideRolledBack('test.b', (tx) => run(tx, 'test.b'))).toBe(1);
    expect(built).toHaveLength(4);
  });

  it('kept writes are built once per shape, leave what is not given to its default, and take each value', async () => {
    const built: unknown[][] = [];
    type JobRow = typeof jobs.$inferInsert;
    const insert = (rows: JobRow[]) =>
      keptWrite(t.db, 'test_jobs_insert', rows, (given) => {
        built.push(given.map((row) => typeof row.kind));
        return t.db.insert(jobs).values(given).returning({ id: jobs.id });
      });
    const job = (n: number, extra: Partial<JobRow> = {}): JobRow => ({
      kind: `test.kept.${n}`,
      payload: { n },
      status: 'done',
      max_attempts: undefined,
      ...extra,
    });
    await insert([job(1)]);
    await insert([job(2)]);
    await insert([job(3, { max_attempts: 9 })]);
    await insert([job(4), job(5)]);
    await insert([job(6), job(7, { priority: -1 })]);
    await insert(Array.from({ length: 9 }, (_, i) => job(10 + i)));
    // Placeholders ('object') for the kept shapes; the values themselves for mixed shapes and many rows.
    expect(built).toEqual([
      ['object'],
      ['object'],
      ['object', 'object'],
      ['string', 'string'],
      Array(9).fill('string'),
    ]);
    const stored = await t.db
      .select({
        kind: jobs.kind,
        payload: jobs.payload,
        priority: jobs.priority,
        max_attempts: jobs.max_attempts,
      })
      .from(jobs)
      .where(sql`${jobs.kind} like 'test.kept.%'`)
      .orderBy(jobs.id);
    expect(stored.slice(0, 7)).toEqual([
      { kind: 'test.kept.1', payload: { n: 1 }, priority: 0, max_attempts: 5 },
      { kind: 'test.kept.2', payload: { n: 2 }, priority: 0, max_attempts: 5 },
      { kind: 'test.kept.3', payload: { n: 3 }, priority: 0, max_attempts: 9 },
      { kind: 'test.kept.4', payload: { n: 4 }, priority: 0, max_attempts: 5 },
      { kind: 'test.kept.5', payload: { n: 5 }, priority: 0, max_attempts: 5 },
      { kind: 'test.kept.6', payload: { n: 6 }, priority: 0, max_attempts: 5 },
      { kind: 'test.kept.7', payload: { n: 7 }, priority: -1, max_attempts: 5 },
    ]);
    expect(stored.slice(7).map((r) => r.payload)).toEqual(
      Array.from({ length: 9 }, (_, i) => ({ n: 10 + i })),
    );
  });
});
