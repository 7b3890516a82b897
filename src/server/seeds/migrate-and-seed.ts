import type { BlobStore } from '../platform/blob-store';
import type { Database } from '../db/client';
import { seedDemoData, seedReferenceData } from './seed';

/**
 * What every start does before it serves, and `npm run migrate` alone: apply the migrations, then add the
 * reference data (and the demo data, with DEMO_DATA) to an empty database. Under the start-up lock, so
 * processes started together take turns: the first migrates and seeds, the others find nothing to do.
 */
export function migrateAndSeed(
  database: Database,
  options: { demoData: boolean; blobs: BlobStore },
): Promise<void> {
  return database.whileLocked(async () => {
    await database.migrate();
    await (options.demoData
      ? seedDemoData(database.db, { blobs: options.blobs, officialRates: true })
      : seedReferenceData(database.db));
  });
}
