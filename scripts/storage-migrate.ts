/**
 * Moves an install's uploads from the server's disk (DATA_DIR/files) into the S3-compatible bucket that
 * STORAGE_URL names, with the same settings as the server:
 *
 *   npm run storage:migrate -- --dry-run   counts what would be copied, copies nothing
 *   npm run storage:migrate                copies what the bucket lacks (safe to run again)
 *
 * Run it with STORAGE_URL and the S3_* settings set, then start the servers with them.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/client';
import { DiskBlobStore, filesDirectory } from '../src/server/platform/blob-store';
import { openBlobStore } from '../src/server/platform/files';
import { copyStoredFiles } from '../src/server/platform/storage-migration';

const { values: flags } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.storage.kind !== 's3')
    throw new Error(
      'STORAGE_URL is not set: name the bucket to copy into (s3://bucket/prefix) and its S3_* settings.',
    );
  const database = openConfiguredDatabase(config);
  const from = new DiskBlobStore(filesDirectory(config.dataDir));
  const to = openBlobStore(config);
  try {
    const dryRun = flags['dry-run'] ?? false;
    const report = await copyStoredFiles(database.db, from, to, { dryRun });
    console.log(`Stored files: ${report.total}, from ${from.description} to ${to.description}`);
    console.log(`${dryRun ? 'Would copy' : 'Copied'}: ${report.copied}`);
    console.log(`Already in the bucket: ${report.alreadyThere}`);
    if (report.missing.length) {
      console.log(`Missing on disk (${report.missing.length}): ${report.missing.join(', ')}`);
      process.exitCode = 2;
    }
  } finally {
    to.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
