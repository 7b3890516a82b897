import { assertServerConfig, loadConfig } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/client';
import { migrateAndSeed } from './seeds/migrate-and-seed';
import { runsJobs, servesHttp } from './platform/background';
import { lockDataDir } from './platform/data-dir-lock';
import { requireSupportedNode } from './platform/node-version';
import { openBlobStore } from './platform/files';
import { warnOfDemoPasswords } from './modules/users/users.service';

async function main(): Promise<void> {
  requireSupportedNode();
  const config = loadConfig();
  assertServerConfig(config);
  // The embedded database is this process's alone: a second server, a backup or a restore must wait.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'the server');
  process.once('exit', release);
  const blobs = openBlobStore(config);
  const database = openConfiguredDatabase(config);
  await migrateAndSeed(database, { demoData: config.demoData, blobs });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    blobs,
    embedded: database.embedded,
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // A worker listens too, answering only /api/health.
  await app.listen({ port: config.port, host: config.host });
  if (runsJobs(config.role)) {
    app.scheduler.start();
    app.deps.jobs.start();
  }
  app.log.info(
    `Realty back office (ROLE=${config.role}) on http://${config.host}:${config.port} ` +
      `(${database.kind}, files in ${blobs.description})`,
  );
  if (servesHttp(config.role)) await warnOfDemoPasswords(database.db, app.log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
