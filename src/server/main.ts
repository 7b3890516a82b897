import { assertServerConfig, loadConfig } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/client';
import { seedDemoData, seedReferenceData } from './seeds/seed';
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
  await database.migrate();
  await (config.demoData
    ? seedDemoData(database.db, { blobs, officialRates: true })
    : seedReferenceData(database.db));
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
  await app.listen({ port: config.port, host: config.host });
  app.scheduler.start();
  app.deps.jobs.start();
  app.log.info(
    `Realty back office on http://${config.host}:${config.port} (${database.kind}, files in ${blobs.description})`,
  );
  await warnOfDemoPasswords(database.db, app.log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
