/**
 * How long the demo seed takes on a fresh in-memory PGlite (what every test run's global setup pays):
 *
 *   npx tsx scripts/bench/demo-seed-time.ts
 */
import { createPglite, openPglite } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/seeds/seed';

const database = openPglite(createPglite());
try {
  let started = performance.now();
  await database.migrate();
  const migrated = performance.now() - started;
  started = performance.now();
  await seedDemoData(database.db);
  const seeded = performance.now() - started;
  console.log(`migrate ${(migrated / 1000).toFixed(2)} s, demo seed ${(seeded / 1000).toFixed(2)} s`);
} finally {
  await database.close();
}
