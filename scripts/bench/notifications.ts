/**
 * The daily notifications run of the benchmark (issue 20: over the 50,000 sales it finishes in under a
 * minute): the app's own run (runNotifications) with the rules the data set has, at noon Tbilisi time so
 * it falls inside the sending window, on a first run of the day (nothing written yet: every rule's three
 * catch-up days). The messages, queued jobs and tasks it writes are removed afterwards, so the data set
 * stays reusable; nothing is delivered (the job queue is not started).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tbilisiToday } from '../../src/shared/dates/date-formats';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { runNotifications } from '../../src/server/modules/notification-rules/notification-run.service';

export interface NotificationRunResult {
  seconds: number;
  queued: number;
  rules: number;
}

const WRITTEN = ['notification_messages', 'jobs', 'tasks'] as const;

export async function timeNotificationRun(url: string): Promise<NotificationRunResult> {
  const database = openPostgres(url);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'realty-bench-notify-'));
  const noon = new Date(`${tbilisiToday()}T12:00:00+04:00`);
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    FILE_URL_SECRET: 'bench-only-file-url-secret',
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    webDir: null,
    logger: false,
    now: () => noon,
  });
  const pool = database.db;
  const before: Record<string, number> = {};
  try {
    for (const table of WRITTEN) {
      const { rows } = (await pool.execute(
        `select coalesce(max(id), 0)::bigint as id from ${table}`,
      )) as unknown as {
        rows: { id: string }[];
      };
      before[table] = Number(rows[0]!.id);
    }
    const { rows: rules } = (await pool.execute(
      'select count(*)::int as n from notification_rules where active',
    )) as unknown as { rows: { n: number }[] };
    const started = performance.now();
    const result = await runNotifications(app.deps);
    const seconds = (performance.now() - started) / 1000;
    if (!result.ran) throw new Error('the notifications run did not run (outside the sending window?)');
    return { seconds, queued: result.queued, rules: rules[0]!.n };
  } finally {
    for (const table of WRITTEN) await pool.execute(`delete from ${table} where id > ${before[table] ?? 0}`);
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
