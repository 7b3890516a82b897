import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { ValidationFailed } from './errors';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const SIGNED_URL_SECONDS = 15 * 60;

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
  private readonly dir: string;
  private readonly secret: string;

  constructor(options: { dataDir: string; maxBytes: number; baseUrl: string; secret?: string | undefined }) {
    this.dir = path.join(options.dataDir, 'files');
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
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, id), upload.data);
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
    return {
      data: await readFile(path.join(this.dir, row.id)),
      mimeType: row.mime_type,
      name: row.original_name,
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
