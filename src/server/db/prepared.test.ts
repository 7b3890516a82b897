import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../platform/job-queue';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Db } from './client';
import { keptByKey, preparedPerDatabase } from './prepared';
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
});
