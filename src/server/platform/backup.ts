import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { createPglite, databaseDirectory, migrationsFolder } from '../db/client';
import type { BlobStore } from './blob-store';
import { lockDataDir } from './data-dir-lock';
import { openBlobStore } from './files';
import type { Scheduler } from './scheduler';
import { extractTarEntry, hashTarEntry, listTar, readTarEntry, TarWriter, type TarEntry } from './tar-file';

/**
 * One archive per backup: a plain tar holding the database (PGlite's data-directory dump, or pg_dump's
 * custom format), the bytes of every stored file the dumped `files` table names, and manifest.json last,
 * with what restore checks before it changes anything (docs/decisions/023-backups.md).
 */
export type Engine = 'pglite' | 'postgres';

export interface BackupManifest {
  format: 'realty-backup';
  version: 1;
  engine: Engine;
  createdAt: string;
  /** How many migrations the database had, and the last one's name. */
  migrations: { applied: number; latest: string | null };
  database: { entry: string; bytes: number; sha256: string };
  files: {
    count: number;
    bytes: number;
    /** Files the database names whose bytes the store did not have (forgotten while the backup ran). */
    missing: string[];
    entries: { id: string; mimeType: string; bytes: number; sha256: string }[];
  };
}

export type DatabaseSource = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string };
export type RestoreTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

const MANIFEST = 'manifest.json';
const DATABASE_ENTRY: Record<Engine, string> = { pglite: 'database.tar.gz', postgres: 'database.pgdump' };
const fileEntry = (id: string) => `files/${id}`;

interface FileRow {
  id: string;
  mime_type: string;
}

interface Dumped {
  database: BackupManifest['database'];
  files: FileRow[];
  migrations: BackupManifest['migrations'];
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { when: number; tag: string }[];
};

/** The migration level of a database, from drizzle's own table (created_at is the journal's `when`). */
function migrationLevel(rows: { created_at: string | number }[]): BackupManifest['migrations'] {
  const last = rows.at(-1);
  const latest = last ? journal.entries.find((e) => e.when === Number(last.created_at))?.tag : undefined;
  return { applied: rows.length, latest: latest ?? null };
}

const LIST_FILES = 'SELECT id, mime_type FROM files ORDER BY id';
const LIST_MIGRATIONS = 'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at';

/**
 * The embedded database while it serves: inside a transaction nothing else runs on the client, so the
 * file list and the dump (which waits for queries only, not for transactions) see the same state.
 */
async function dumpPglite(client: PGlite, tar: TarWriter): Promise<Dumped> {
  const { files, migrations, dump } = await client.transaction(async (tx) => ({
    files: (await tx.query<FileRow>(LIST_FILES)).rows,
    migrations: (await tx.query<{ created_at: string }>(LIST_MIGRATIONS)).rows,
    dump: await client.dumpDataDir('gzip'),
  }));
  const data = Buffer.from(await dump.arrayBuffer());
  const entry = DATABASE_ENTRY.pglite;
  const sha256 = await tar.add(entry, data);
  return { files, migrations: migrationLevel(migrations), database: { entry, bytes: data.length, sha256 } };
}

/** Runs pg_dump or pg_restore with the URL's password in the environment, off the process list. */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  try {
    await promisify(execFile)(tool, [...args, `--dbname=${parsed.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(
        `${tool} was not found: install the PostgreSQL client tools (15 or newer) on this machine`,
      );
    throw new Error(`${tool} failed: ${(failure.stderr || failure.message).trim()}`);
  }
}

/**
 * PostgreSQL while the servers serve: pg_dump reads the snapshot this transaction exports, and the file
 * list comes from the same snapshot, so every file the dumped rows name is looked for.
 */
async function dumpPostgres(url: string, tar: TarWriter, work: string): Promise<Dumped> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [exported] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot'))
      .rows;
    const files = (await client.query<FileRow>(LIST_FILES)).rows;
    const migrations = (await client.query<{ created_at: string }>(LIST_MIGRATIONS)).rows;
    const dumpFile = path.join(work, DATABASE_ENTRY.postgres);
    await runPgTool('pg_dump', url, [
      '--format=custom',
      `--snapshot=${exported!.snapshot}`,
      `--file=${dumpFile}`,
    ]);
    const entry = DATABASE_ENTRY.postgres;
    const { size, sha256 } = await tar.addFile(entry, dumpFile);
    return { files, migrations: migrationLevel(migrations), database: { entry, bytes: size, sha256 } };
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    await client.end();
  }
}

/**
 * Writes an archive of the database and its stored files to `file` (a new file: an existing one is never
 * overwritten). It is written beside it under `.partial` and renamed when whole, so a failed run leaves
 * no archive that looks good.
 */
export async function writeBackup(options: {
  source: DatabaseSource;
  blobs: BlobStore;
  file: string;
  now?: Date;
}): Promise<BackupManifest> {
  const { source, blobs, file } = options;
  if (existsSync(file)) throw new Error(`${file} already exists: name a new file for the backup`);
  if (!existsSync(path.dirname(file)))
    throw new Error(`${path.dirname(file)} does not exist: create it first`);
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  const work = await mkdtemp(path.join(tmpdir(), 'realty-backup-'));
  const tar = TarWriter.create(partial);
  try {
    const dumped =
      source.engine === 'pglite'
        ? await dumpPglite(source.client, tar)
        : await dumpPostgres(source.url, tar, work);
    const files: BackupManifest['files'] = { count: 0, bytes: 0, missing: [], entries: [] };
    for (const row of dumped.files) {
      const data = await blobs.get(row.id);
      if (!data) {
        files.missing.push(row.id);
        continue;
      }
      const sha256 = await tar.add(fileEntry(row.id), data);
      files.entries.push({ id: row.id, mimeType: row.mime_type, bytes: data.length, sha256 });
      files.count += 1;
      files.bytes += data.length;
    }
    const manifest: BackupManifest = {
      format: 'realty-backup',
      version: 1,
      engine: source.engine,
      createdAt: (options.now ?? new Date()).toISOString(),
      migrations: dumped.migrations,
      database: dumped.database,
      files,
    };
    await tar.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.close();
    await rename(partial, file);
    return manifest;
  } catch (error) {
    tar.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The manifest of an archive, after checking that every entry it lists is there with its checksum. */
export async function readBackup(
  file: string,
): Promise<{ manifest: BackupManifest; entries: Map<string, TarEntry> }> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const entries = new Map((await listTar(file)).map((entry) => [entry.name, entry]));
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw new Error(`${file} has no ${MANIFEST}: not a backup of this application`);
  const manifest = JSON.parse((await readTarEntry(file, manifestEntry)).toString('utf8')) as BackupManifest;
  if (manifest.format !== 'realty-backup' || manifest.version !== 1)
    throw new Error(
      `${file} is a backup in a format this version cannot read (${manifest.format} ${manifest.version})`,
    );
  const expected = [
    { name: manifest.database.entry, sha256: manifest.database.sha256 },
    ...manifest.files.entries.map((f) => ({ name: fileEntry(f.id), sha256: f.sha256 })),
  ];
  for (const { name, sha256 } of expected) {
    const entry = entries.get(name);
    if (!entry) throw new Error(`${file} is damaged: ${name} is missing`);
    if ((await hashTarEntry(file, entry)) !== sha256)
      throw new Error(`${file} is damaged: the checksum of ${name} does not match`);
  }
  return { manifest, entries };
}

/** What makes a target not empty, or null when it is. */
async function occupied(target: RestoreTarget, blobs: BlobStore): Promise<string | null> {
  if (target.engine === 'pglite') {
    const dir = databaseDirectory(target.dataDir);
    if (existsSync(dir) && (await readdir(dir)).length > 0) return `${dir} already holds a database`;
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const [row] = (
        await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
           WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
        )
      ).rows;
      if (row!.n > 0)
        return `the database ${new URL(target.url).pathname.slice(1)} has ${row!.n} tables, sequences or indexes`;
    } finally {
      await client.end();
    }
  }
  for await (const key of blobs.keys()) return `${blobs.description} already holds files (${key} ...)`;
  return null;
}

/**
 * Loads an archive into an empty database and an empty file store. Everything is checked first (the
 * archive's checksums, its engine and migration level, that the target is empty), so a refused restore
 * changes nothing; a restore that fails half-way removes what it wrote.
 */
export async function restoreBackup(options: {
  file: string;
  target: RestoreTarget;
  blobs: BlobStore;
}): Promise<BackupManifest> {
  const { file, target, blobs } = options;
  const { manifest, entries } = await readBackup(file);
  if (manifest.engine !== target.engine)
    throw new Error(
      manifest.engine === 'postgres'
        ? `${file} holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database`
        : `${file} holds an embedded database: restore it without DATABASE_URL, into an empty DATA_DIR`,
    );
  if (manifest.migrations.latest && !journal.entries.some((e) => e.tag === manifest.migrations.latest))
    throw new Error(
      `${file} was made by a newer version of the application (migration ${manifest.migrations.latest}): ` +
        'update the application first',
    );
  const reason = await occupied(target, blobs);
  if (reason)
    throw new Error(`Restore refused, nothing was changed: ${reason}. Restore into an empty target.`);

  const put: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), 'realty-restore-'));
  try {
    for (const stored of manifest.files.entries) {
      const data = await readTarEntry(file, entries.get(fileEntry(stored.id))!);
      await blobs.put(stored.id, data, stored.mimeType);
      put.push(stored.id);
    }
    const database = entries.get(manifest.database.entry)!;
    if (target.engine === 'pglite') await loadPglite(file, database, target.dataDir);
    else {
      const dumpFile = path.join(work, DATABASE_ENTRY.postgres);
      await extractTarEntry(file, database, dumpFile);
      // One transaction: a failing statement leaves the database as empty as it was.
      await runPgTool('pg_restore', target.url, [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        dumpFile,
      ]);
    }
    return manifest;
  } catch (error) {
    for (const id of put) await blobs.remove(id).catch(() => undefined);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Unpacks the dump beside DATA_DIR/db and moves it in place once PGlite has opened it whole. */
async function loadPglite(file: string, entry: TarEntry, dataDir: string): Promise<void> {
  const dir = databaseDirectory(dataDir);
  const loading = `${dir}.restoring`;
  await rm(loading, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  try {
    const dump = await readTarEntry(file, entry);
    const client = createPglite({
      dataDir: loading,
      loadDataDir: new Blob([new Uint8Array(dump.buffer as ArrayBuffer, dump.byteOffset, dump.length)]),
    });
    await client.waitReady;
    await client.close();
    if (existsSync(dir)) await rmdir(dir);
    await rename(loading, dir);
  } catch (error) {
    await rm(loading, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `npm run backup`: the configured install's database and files into `file`. The embedded database is
 * opened here, so it refuses while a server has it (the server writes its own nightly archive instead).
 */
export async function backupInstall(config: Config, file: string): Promise<BackupManifest> {
  const blobs = openBlobStore(config);
  try {
    if (config.databaseUrl)
      return await writeBackup({ source: { engine: 'postgres', url: config.databaseUrl }, blobs, file });
    const dir = databaseDirectory(config.dataDir);
    if (!existsSync(path.join(dir, 'PG_VERSION')))
      throw new Error(`${dir} holds no database: set DATA_DIR to the server's data directory`);
    const release = lockDataDir(config.dataDir, 'a backup');
    try {
      const client = createPglite({ dataDir: dir });
      try {
        return await writeBackup({ source: { engine: 'pglite', client }, blobs, file });
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  } finally {
    blobs.close();
  }
}

/** `npm run restore`: an archive into the configured install, which must be empty. */
export async function restoreInstall(config: Config, file: string): Promise<BackupManifest> {
  const blobs = openBlobStore(config);
  try {
    if (config.databaseUrl)
      return await restoreBackup({ file, target: { engine: 'postgres', url: config.databaseUrl }, blobs });
    const release = lockDataDir(config.dataDir, 'a restore');
    try {
      return await restoreBackup({ file, target: { engine: 'pglite', dataDir: config.dataDir }, blobs });
    } finally {
      release();
    }
  } finally {
    blobs.close();
  }
}

const TBILISI = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The night hours (Tbilisi time, start inclusive, end exclusive) in which the nightly archive is written. */
const NIGHT = { from: 3, to: 6 };

/** Archives the server wrote itself, named by their Tbilisi date so that names sort by age. */
const NIGHTLY_NAME = /^backup-\d{4}-\d{2}-\d{2}\.tar$/;

/**
 * The embedded install's nightly archive, written by the server from its own open database: looked for
 * every hour, written once per night between 03:00 and 06:00 in Tbilisi (so a server down at three
 * catches up later that night), then only the newest `keep` archives stay.
 */
export async function nightlyBackup(options: {
  client: PGlite;
  blobs: BlobStore;
  dir: string;
  keep: number;
  now: Date;
}): Promise<string | null> {
  const parts = Object.fromEntries(TBILISI.formatToParts(options.now).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour);
  if (hour < NIGHT.from || hour >= NIGHT.to) return null;
  const file = path.join(options.dir, `backup-${parts.year}-${parts.month}-${parts.day}.tar`);
  if (existsSync(file)) return null;
  await mkdir(options.dir, { recursive: true });
  await writeBackup({
    source: { engine: 'pglite', client: options.client },
    blobs: options.blobs,
    file,
    now: options.now,
  });
  const archives = (await readdir(options.dir)).filter((name) => NIGHTLY_NAME.test(name)).sort();
  for (const name of archives.slice(0, -options.keep))
    await rm(path.join(options.dir, name), { force: true });
  return file;
}

export function registerNightlyBackup(
  scheduler: Scheduler,
  options: { client: PGlite; blobs: BlobStore; dir: string; keep: number; now: () => Date },
): void {
  scheduler.register({
    name: 'backups.nightly',
    everyMinutes: 60,
    run: () => nightlyBackup({ ...options, now: options.now() }),
  });
}
