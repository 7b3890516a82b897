import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tbilisiToday } from '@shared/dates/date-formats';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import {
  createPglite,
  databaseDirectory,
  openConfiguredDatabase,
  openPglite,
  openPostgres,
  type Database,
} from '../db/client';
import { files, sales } from '../db/schema';
import { writeDemoFiles } from '../seeds/seed-files';
import { databaseUrlFor } from '../test/database-url';
import { userIdOf } from '../test/factories';
import { multipart } from '../test/test-app';
import { startS3Server, type S3Server } from '../test/s3-server';
import { backupInstall, readBackup, restoreInstall } from './backup';
import { lockDataDir, lockFile } from './data-dir-lock';
import { listTar } from './tar-file';
import { createSession } from './sessions';

/**
 * A backup of a server with the demo data, a payment and an upload (its files in an S3-compatible bucket),
 * restored into an empty data directory (PGlite run) or an empty PostgreSQL database (PostgreSQL run)
 * whose files live on disk, then read back through the API of an app on the restored copy.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const engine = postgresUrl ? 'postgres' : 'pglite';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

interface Server {
  config: Config;
  database: Database;
  app: FastifyInstance;
  api: (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

const pgAdmin = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : null;
const createdDatabases: string[] = [];
const createdDirs: string[] = [];

async function newDatabase(template?: string): Promise<string> {
  const name = `realty_bk_${randomBytes(5).toString('hex')}`;
  await pgAdmin!.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  createdDatabases.push(name);
  return databaseUrlFor(postgresUrl!, name);
}

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'realty-bk-'));
  createdDirs.push(dir);
  return dir;
}

async function startApp(config: Config, database: Database, now?: () => Date): Promise<Server> {
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    webDir: null,
    logger: false,
    embedded: database.embedded,
    ...(now ? { now } : {}),
  });
  await app.ready();
  const adminId = await userIdOf(database.db, 'admin');
  const { token } = await createSession(database.db, adminId, {
    maxHours: 1,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  const api: Server['api'] = (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as string }),
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  return { config, database, app, api };
}

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NBG_RATES_URL: 'http://127.0.0.1:9/', ...env });

const pay = (server: Server, sale: { id: number; payment_ccy: string }, amount: string) =>
  server.api('POST', '/api/payments/pay', {
    sale_id: sale.id,
    amount,
    currency: sale.payment_ccy,
    payment_date: tbilisiToday(),
  });

/** What the restored copy must show: every sale with its balance, the audit log, the uploaded bytes. */
async function readBack(server: Server, saleId: number) {
  const list = await server.api('GET', '/api/sales?perpage=all&sort=id');
  expect(list.statusCode, list.body).toBe(200);
  const logs = await server.api('POST', '/api/logs', { perpage: 50 });
  expect(logs.statusCode, logs.body).toBe(200);
  const documents = await server.api('GET', `/api/sales/${saleId}/files`);
  expect(documents.statusCode, documents.body).toBe(200);
  const uploaded = (documents.json() as { title: string; url: string }[]).find(
    (d) => d.title === 'Backup test',
  );
  const download = await server.app.inject({
    method: 'GET',
    url: uploaded!.url.slice(uploaded!.url.indexOf('/api/')),
  });
  expect(download.statusCode).toBe(200);
  return { sales: list.json(), logs: logs.json(), upload: download.rawPayload };
}

describe(`backups of the ${engine} database`, () => {
  let s3: S3Server;
  let source: Server;
  let releaseSource: () => void;
  let sale: { id: number; payment_ccy: string; paid: string };
  let firstPaymentId: number;
  let expected: Awaited<ReturnType<typeof readBack>>;
  let fileRows: number;
  let archive: string;
  let target: Server;
  let clock = new Date();

  beforeAll(async () => {
    s3 = await startS3Server();
    await pgAdmin?.connect();
    const dataDir = await newDataDir();
    const env = s3.env(`backup-${randomBytes(4).toString('hex')}`);
    let database: Database;
    if (postgresUrl) {
      const url = await newDatabase(inject('postgresTemplate'));
      database = openPostgres(url);
      source = await startApp(configFor(dataDir, { ...env, DATABASE_URL: url }), database);
    } else {
      // The seeded template, copied into the data directory as a server's own database.
      const template = await readFile(inject('pgliteTemplate'));
      releaseSource = lockDataDir(dataDir, 'the server');
      database = openPglite(
        createPglite({ dataDir: databaseDirectory(dataDir), loadDataDir: new Blob([template]) }),
      );
      source = await startApp(configFor(dataDir, env), database);
    }
    await writeDemoFiles(database.db, source.app.deps.storage.blobs);
    const list = (await source.api('GET', '/api/sales?perpage=all&sort=id')).json();
    sale = list.data.find((row: { status: string }) => row.status === 'active');
    const paid = await pay(source, sale, '1234.56');
    expect(paid.statusCode, paid.body).toBe(200);
    firstPaymentId = paid.json().id;
    const upload = multipart({ document_type: 'contract', title: 'Backup test' }, [
      { field: 'file', filename: 'backup.pdf', data: PDF, type: 'application/pdf' },
    ]);
    const added = await source.api('POST', `/api/sales/${sale.id}/addFile`, upload.payload, upload.headers);
    expect(added.statusCode, added.body).toBe(200);
    expected = await readBack(source, sale.id);
    fileRows = (await database.db.select({ n: count() }).from(files))[0]!.n;
    archive = path.join(await newDataDir(), 'backup.tar');
  }, 120_000);

  afterAll(async () => {
    await target?.app.close();
    await target?.database.close();
    if (postgresUrl) {
      await source.app.close();
      await source.database.close();
    }
    for (const name of createdDatabases) await pgAdmin!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await pgAdmin?.end();
    for (const dir of createdDirs) await rm(dir, { recursive: true, force: true });
    await s3?.close();
  });

  it.runIf(engine === 'pglite')(
    'refuses to back up the embedded database while its server runs',
    async () => {
      await expect(backupInstall(source.config, archive)).rejects.toThrow(
        new RegExp(`in use by the server \\(pid ${process.pid}\\).*Stop it first`, 's'),
      );
      expect(existsSync(archive)).toBe(false);
      // The server stops (here: the app closes; a crashed server leaves its lock naming a dead process).
      await source.app.close();
      await source.database.close();
      releaseSource();
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      await writeFile(lockFile(source.config.dataDir), JSON.stringify({ pid: dead, purpose: 'the server' }));
    },
  );

  it('restores the sales, balances, audit log and file bytes into an empty target', async () => {
    // On PostgreSQL the source server keeps serving meanwhile.
    const manifest = await backupInstall(source.config, archive);
    expect(manifest).toMatchObject({ format: 'realty-backup', version: 1, engine });
    expect(manifest.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.files).toMatchObject({ count: fileRows, missing: [] });
    expect(manifest.files.bytes).toBeGreaterThan(PDF.length);
    expect(existsSync(lockFile(source.config.dataDir))).toBe(false);

    const dataDir = await newDataDir();
    const config = configFor(dataDir, {
      BACKUP_KEEP: '2',
      ...(postgresUrl ? { DATABASE_URL: await newDatabase() } : {}),
    });
    const restored = await restoreInstall(config, archive);
    expect(restored.createdAt).toBe(manifest.createdAt);
    expect(await readdir(path.join(dataDir, 'files'))).toHaveLength(fileRows);

    const database = openConfiguredDatabase(config);
    await database.migrate();
    target = await startApp(config, database, () => clock);
    const found = await readBack(target, sale.id);
    expect(found.upload.equals(PDF)).toBe(true);
    expect(found.sales).toEqual(expected.sales);
    expect(found.logs).toEqual(expected.logs);
    const balance = found.sales.data.find((row: { id: number }) => row.id === sale.id);
    expect(Number(balance.paid)).toBeCloseTo(Number(sale.paid) + 1234.56, 2);

    // Sequences continue: a new payment gets a new id.
    const next = await pay(target, sale, '10');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().id).toBeGreaterThan(firstPaymentId);
  });

  it('refuses to restore into a target that is not empty, and changes nothing', async () => {
    const salesBefore = (await target.database.db.select({ n: count() }).from(sales))[0]!.n;
    const filesBefore = await readdir(path.join(target.config.dataDir, 'files'));
    await expect(restoreInstall(target.config, archive)).rejects.toThrow(
      /Restore refused, nothing was changed: .*(already holds a database|has \d+ tables)/,
    );
    expect((await target.database.db.select({ n: count() }).from(sales))[0]!.n).toBe(salesBefore);
    expect(await readdir(path.join(target.config.dataDir, 'files'))).toEqual(filesBefore);

    // An empty database with files already in the store is refused as well.
    const emptyDir = await newDataDir();
    await mkdir(path.join(emptyDir, 'files'));
    await writeFile(path.join(emptyDir, 'files', 'stray'), 'x');
    const config = configFor(emptyDir, postgresUrl ? { DATABASE_URL: await newDatabase() } : {});
    await expect(restoreInstall(config, archive)).rejects.toThrow(/already holds files/);
    expect(existsSync(databaseDirectory(emptyDir))).toBe(false);

    // A damaged archive is refused before anything is written.
    const damaged = path.join(path.dirname(archive), 'damaged.tar');
    const bytes = await readFile(archive);
    const upload = (await listTar(archive)).find((e) => e.name.startsWith('files/') && e.size === PDF.length);
    bytes.writeUInt8(bytes.readUInt8(upload!.offset) ^ 0xff, upload!.offset);
    await writeFile(damaged, bytes);
    const freshDir = await newDataDir();
    const fresh = configFor(freshDir, postgresUrl ? { DATABASE_URL: await newDatabase() } : {});
    await expect(restoreInstall(fresh, damaged)).rejects.toThrow(
      new RegExp(`damaged: the checksum of ${upload!.name} does not match`),
    );
    expect(await readdir(freshDir)).toEqual([]);
  });

  it('writes a nightly archive of the embedded database at night, keeping the newest BACKUP_KEEP', async () => {
    if (engine === 'postgres') {
      // PostgreSQL installs run `npm run backup` on a schedule of their own (README, "Backups").
      await expect(target.app.scheduler.runNow('backups.nightly')).rejects.toThrow(/No scheduled job/);
      return;
    }
    const dir = target.config.backupDir;
    expect(dir).toBe(path.join(target.config.dataDir, 'backups'));
    await mkdir(dir, { recursive: true });
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27'])
      await writeFile(path.join(dir, `backup-${day}.tar`), 'an older archive');
    clock = new Date('2026-11-28T08:00:00Z'); // noon in Tbilisi: not now
    await target.app.scheduler.runNow('backups.nightly');
    expect(await readdir(dir)).toHaveLength(3);

    clock = new Date('2026-11-28T23:30:00Z'); // 03:30 on the 29th in Tbilisi, while the app serves
    await target.app.scheduler.runNow('backups.nightly');
    expect((await readdir(dir)).sort()).toEqual(['backup-2026-11-27.tar', 'backup-2026-11-29.tar']);
    const { manifest } = await readBackup(path.join(dir, 'backup-2026-11-29.tar'));
    expect(manifest).toMatchObject({ engine: 'pglite', createdAt: clock.toISOString() });
    expect(manifest.files.count).toBe(fileRows);
  });
});
