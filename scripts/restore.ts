/**
 * Loads an archive written by `npm run backup` (or the nightly one) into an empty install, with the same
 * settings as the server:
 *
 *   DATA_DIR=/srv/realty-new npm run restore -- /path/to/backup.tar            the embedded database
 *   DATABASE_URL=postgresql://.../realty_new npm run restore -- backup.tar     a new PostgreSQL database
 *
 * It refuses a target that already holds a database or files, and changes nothing then.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { restoreInstall } from '../src/server/platform/backup';

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Name the archive to restore: npm run restore -- FILE');
  const manifest = await restoreInstall(loadConfig(), path.resolve(file));
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.engine}, migration ${manifest.migrations.latest})`,
  );
  console.log(`Stored files: ${manifest.files.count}`);
  console.log('Start the server with the same settings; it applies any newer migrations.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
