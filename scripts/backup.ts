/**
 * Writes one archive of the database and the stored files, with the same settings as the server:
 *
 *   npm run backup -- /path/to/realty-2026-11-27.tar
 *
 * On PostgreSQL it runs while the servers serve (pg_dump must be installed). The embedded database
 * refuses while its server runs: that server writes a nightly archive into BACKUP_DIR itself.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupInstall } from '../src/server/platform/backup';

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Name the archive to write: npm run backup -- FILE');
  const manifest = await backupInstall(loadConfig(), path.resolve(file));
  const megabytes = (manifest.files.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${path.resolve(file)}`);
  console.log(
    `Database: ${manifest.engine}, ${manifest.migrations.applied} migrations (${manifest.migrations.latest})`,
  );
  console.log(`Stored files: ${manifest.files.count} (${megabytes} MB)`);
  if (manifest.files.missing.length) {
    console.log(
      `Files without bytes in the store (${manifest.files.missing.length}): ${manifest.files.missing.join(', ')}`,
    );
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
