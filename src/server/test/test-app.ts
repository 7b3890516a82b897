import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createPglite, openPglite, openPostgres, type Database } from '../db/client';
import { users } from '../db/schema';
import type { Mailer } from '../platform/mail';
import { createSession } from '../platform/sessions';
import { databaseUrlFor } from './database-url';

async function openTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `realty_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = openPostgres(databaseUrlFor(url, name));
    return {
      ...database,
      url: databaseUrlFor(url, name),
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openPglite(createPglite({ loadDataDir: new Blob([dump]) }));
}

type Body = InjectOptions['payload'];

/** A Fastify app on a fresh copy of the seeded database (the six demo users, roles, banks). */
export async function createTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; now?: () => Date } = {},
) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'realty-test-'));
  // The National Bank's address points at a closed local port unless a test starts the stand-in
  // (nbg-stub.ts), so no test ever waits on the internet.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NBG_RATES_URL: 'http://127.0.0.1:9/',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    webDir: null,
    logger: false,
    checkResponses: true,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();

  /** PostgreSQL only: another app on the same database with connections of its own, as a second server process. */
  const secondProcess = async () => {
    if (!database.url) throw new Error('a second process needs PostgreSQL');
    const other = openPostgres(database.url);
    const otherApp = await buildApp({
      config,
      db: other.db,
      listen: other.listen,
      webDir: null,
      logger: false,
      checkResponses: true,
    });
    await otherApp.ready();
    return {
      app: otherApp,
      close: async () => {
        await otherApp.close();
        await other.close();
      },
    };
  };

  const tokenFor = async (username: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no test user ${username}`);
    return (await createSession(database.db, user.id, { maxHours: 12, ip: '127.0.0.1', userAgent: 'test' }))
      .token;
  };

  const request = (token: string | null, locale?: string) => {
    const send = (
      method: InjectOptions['method'],
      url: string,
      payload?: Body,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload }),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(locale ? { 'content-language': locale } : {}),
          ...headers,
        },
      });
    return {
      get: (url: string) => send('GET', url),
      post: (url: string, payload?: Body, headers?: Record<string, string>) =>
        send('POST', url, payload ?? {}, headers),
      put: (url: string, payload?: Body, headers?: Record<string, string>) =>
        send('PUT', url, payload ?? {}, headers),
      delete: (url: string) => send('DELETE', url),
    };
  };

  return {
    app,
    db: database.db,
    listen: database.listen,
    config,
    /** Whether another server process can share the database (PostgreSQL), for secondProcess. */
    sharedDatabase: database.url !== undefined,
    secondProcess,
    /** Requests signed in as one of the seeded users (username = role name) or any user created in the test. */
    as: async (username: string, locale?: string) => request(await tokenFor(username), locale),
    anonymous: (locale?: string) => request(null, locale),
    withToken: (token: string, locale?: string) => request(token, locale),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** Requests signed in as one user, as `TestApp.as` answers them. */
export type Api = Awaited<ReturnType<TestApp['as']>>;

/** A multipart body the way a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; filename: string; data: Buffer; type: string }[] = [],
) {
  const boundary = `----realty${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG: 1x1 transparent pixel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
