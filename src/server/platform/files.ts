import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { and, eq, inArray, is, notExists, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Config } from '../config';
import { DiskBlobStore, filesDirectory, type BlobStore } from './blob-store';
import { ValidationFailed } from './errors';
import { S3BlobStore } from './s3-blob-store';

const { files } = schema;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const SIGNED_URL_SECONDS = 15 * 60;

/** The configured home of uploads' bytes: DATA_DIR/files, or the S3-compatible bucket of STORAGE_URL. */
export function openBlobStore(config: Pick<Config, 'dataDir' | 'storage'>): BlobStore {
  return config.storage.kind === 's3'
    ? new S3BlobStore(config.storage)
    : new DiskBlobStore(filesDirectory(config.dataDir));
}

/** Removes the bytes of forgotten files; to be called once the transaction that forgot them has committed. */
export type RemoveBytes = () => Promise<void>;

/**
 * Every column that points at a stored file, read from the schema's foreign keys so that a table added
 * later is counted too: a file is forgotten only when none of them uses it any more.
 */
const fileReferences = Object.values(schema)
  .filter((table) => is(table, PgTable))
  .flatMap((table) => getTableConfig(table).foreignKeys.map((key) => key.reference()))
  .filter((reference) => reference.foreignTable === files)
  .map((reference) => reference.columns[0]!);

export interface Upload {
  field: string;
  filename: string;
  data: Buffer;
}

/**
 * One storage for every upload: checks size and the type read from the content, keeps the bytes under
 * a generated id, and hands out short-lived signed URLs so an <img> can load a file without a header.
 */
export class FileStorage {
  readonly blobs: BlobStore;
  private readonly secret: string;

  constructor(options: { blobs: BlobStore; maxBytes: number; baseUrl: string; secret?: string | undefined }) {
    this.blobs = options.blobs;
    this.maxBytes = options.maxBytes;
    this.baseUrl = options.baseUrl;
    this.secret = options.secret ?? randomBytes(32).toString('hex');
  }

  private readonly maxBytes: number;
  private readonly baseUrl: string;

  async save(db: Db, upload: Upload, allowed: readonly string[], userId: number | null): Promise<string> {
    if (upload.data.length > this.maxBytes)
      throw new ValidationFailed({ [upload.field]: ['validation.file_too_large'] });
    const detected = await fileTypeFromBuffer(upload.data);
    if (!detected || !allowed.includes(detected.mime))
      throw new ValidationFailed({ [upload.field]: ['validation.file_type'] });
    const id = randomUUID();
    await this.blobs.put(id, upload.data, detected.mime);
    await db.insert(files).values({
      id,
      original_name: path.basename(upload.filename).slice(0, 255),
      mime_type: detected.mime,
      size_bytes: upload.data.length,
      created_by: userId,
    });
    return id;
  }

  async read(db: Db, id: string): Promise<{ data: Buffer; mimeType: string; name: string } | null> {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    if (!row) return null;
    const data = await this.blobs.get(row.id);
    if (!data)
      throw new Error(`the bytes of stored file ${row.id} are missing from ${this.blobs.description}`);
    return {
      data,
      mimeType: row.mime_type,
      name: row.original_name,
    };
  }

  /**
   * Forgets files a record no longer uses (a replaced or deleted upload): deletes their rows inside the
   * caller's transaction, skipping any file another record still points at, and answers the removal of
   * their bytes, which the caller runs after the commit so that a rolled-back change keeps its files.
   */
  async forget(tx: Db, ids: readonly (string | null | undefined)[]): Promise<RemoveBytes> {
    const candidates = [...new Set(ids.filter((id): id is string => !!id))];
    if (!candidates.length) return async () => {};
    const forgotten = await tx
      .delete(files)
      .where(
        and(
          inArray(files.id, candidates),
          ...fileReferences.map((column) =>
            notExists(
              tx
                .select({ used: sql`1` })
                .from(column.table)
                .where(eq(column, files.id)),
            ),
          ),
        ),
      )
      .returning({ id: files.id });
    return async () => {
      // Bytes already gone are no error; bytes that cannot be removed only waste space, and must not turn
      // a change that has been saved into a failed request.
      for (const { id } of forgotten) await this.blobs.remove(id).catch(() => undefined);
    };
  }

  signedUrl(id: string | null, now = Date.now()): string | null {
    if (!id) return null;
    const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
    return `${this.baseUrl}/api/files/${id}?expires=${expires}&signature=${this.sign(id, expires)}`;
  }

  verify(id: string, expires: number, signature: string, now = Date.now()): boolean {
    if (expires < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.sign(id, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(id: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${id}:${expires}`).digest('base64url');
  }
}
