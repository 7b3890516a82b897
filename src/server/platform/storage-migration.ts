import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { BlobStore } from './blob-store';

export interface StorageMigrationReport {
  /** Stored files the database knows. */
  total: number;
  /** Copied now, or in a dry run: would be copied. */
  copied: number;
  /** Already in the target store (an earlier, interrupted run). */
  alreadyThere: number;
  /** Known to the database but without bytes in the source: named so someone can look for them. */
  missing: string[];
}

/**
 * Copies the bytes of every stored file from one store to another (disk to bucket when an install moves
 * to object storage), skipping what is already there, so it can be run again after an interruption. The
 * source is left as it is: switching STORAGE_URL is the operator's step after a clean run.
 */
export async function copyStoredFiles(
  db: Db,
  from: BlobStore,
  to: BlobStore,
  options: { dryRun: boolean },
): Promise<StorageMigrationReport> {
  const rows = await db
    .select({ id: files.id, mimeType: files.mime_type })
    .from(files)
    .orderBy(asc(files.created_at), asc(files.id));
  const report: StorageMigrationReport = { total: rows.length, copied: 0, alreadyThere: 0, missing: [] };
  for (const row of rows) {
    if (await to.has(row.id)) {
      report.alreadyThere += 1;
      continue;
    }
    const data = await from.get(row.id);
    if (!data) {
      report.missing.push(row.id);
      continue;
    }
    if (!options.dryRun) await to.put(row.id, data, row.mimeType);
    report.copied += 1;
  }
  return report;
}
