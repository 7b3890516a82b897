/**
 * The deploy step for those who want it: applies the migrations and adds what a start would seed (the
 * reference data, and the demo data with DEMO_DATA), then exits. Same settings as the server:
 *
 *   DATABASE_URL=postgresql://... npm run migrate
 *
 * Servers started afterwards (or meanwhile: they wait for the same lock) find nothing left to do.
 */
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/client';
import { migrateAndSeed } from '../src/server/seeds/migrate-and-seed';
import { lockDataDir } from '../src/server/platform/data-dir-lock';
import { openBlobStore } from '../src/server/platform/files';
import { requireSupportedNode } from '../src/server/platform/node-version';

async function main(): Promise<void> {
  requireSupportedNode();
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'a migration');
  const blobs = openBlobStore(config);
  const database = openConfiguredDatabase(config);
  try {
    await migrateAndSeed(database, { demoData: config.demoData, blobs });
    console.log(`Database migrated and seeded (${database.kind}).`);
  } finally {
    await database.close();
    blobs.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
