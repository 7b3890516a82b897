import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the bytes of stored files live, by key (the file's id). The `files` table says what a file is;
 * a blob store only keeps its bytes: on the server's disk, or in an S3-compatible bucket that several
 * server processes share.
 */
export interface BlobStore {
  /** Says where the bytes go, for start-up logs and the migration script. */
  readonly description: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing what is not there is no error. */
  remove(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Every stored key, for backups and the move from disk to a bucket. */
  keys(): AsyncIterable<string>;
  /** Lets go of connections, for a process that ends. */
  close(): void;
}

/** Where the bytes of every stored file live without object storage: DATA_DIR/files/<id>. */
export const filesDirectory = (dataDir: string) => path.join(dataDir, 'files');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** One file per key in a directory of the server's disk: the default of a single-process install. */
export class DiskBlobStore implements BlobStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = dir;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.pathOf(key), data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== null;
  }

  async *keys(): AsyncIterable<string> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    yield* names;
  }

  close(): void {}

  /** Keys are our own UUIDs; basename keeps any other string inside the directory all the same. */
  private pathOf(key: string): string {
    return path.join(this.dir, path.basename(key));
  }
}
