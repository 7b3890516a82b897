import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';

/**
 * The plain POSIX tar (ustar) that backups are written in: regular files only, names under 100
 * characters, no compression around it, so `tar tf` lists an archive and `tar xf` unpacks it anywhere.
 */
const BLOCK = 512;
/** The largest size eleven octal digits hold (8 GiB): a larger entry would need GNU extensions. */
const MAX_SIZE = 8 * 1024 ** 3 - 1;

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the file. */
  offset: number;
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new Error(`tar entry name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`tar entry ${name} is larger than 8 GiB`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('0', 156);
  block.write('ustar\0' + '00', 257);
  // The checksum is taken with its own field as spaces.
  block.write(' '.repeat(8), 148);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after the other; each answers the SHA-256 of its bytes. */
export class TarWriter {
  private failure: Error | null = null;

  private constructor(private readonly out: WriteStream) {
    // Kept for the next write to reject with (a directory that does not exist, a full disk).
    out.on('error', (error) => {
      this.failure = error;
    });
  }

  static create(file: string): TarWriter {
    return new TarWriter(createWriteStream(file, { flags: 'wx' }));
  }

  async add(name: string, data: Buffer, mtime = new Date()): Promise<string> {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    await this.write(padding(data.length));
    return createHash('sha256').update(data).digest('hex');
  }

  /** Copies a file from disk into the archive without holding it in memory. */
  async addFile(name: string, file: string, mtime = new Date()): Promise<{ size: number; sha256: string }> {
    const { size } = await stat(file);
    await this.write(header(name, size, mtime));
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      await this.write(chunk as Buffer);
    }
    await this.write(padding(size));
    return { size, sha256: hash.digest('hex') };
  }

  /** Writes the end-of-archive blocks and flushes the file. */
  async close(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    this.out.end();
    await finished(this.out);
  }

  /** Lets go of the file after a failure (the caller removes it). */
  abort(): void {
    this.out.destroy();
  }

  private write(chunk: Buffer): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) =>
      this.out.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  }
}

/** The entries of an archive, read from their headers; a file that is not a tar says so. */
export async function listTar(file: string): Promise<TarEntry[]> {
  const handle = await open(file, 'r');
  try {
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK)
        throw new Error(
          entries.length ? `${file} is cut short: not a whole archive` : `${file} is not a backup archive`,
        );
      if (block.every((byte) => byte === 0)) return entries;
      if (block.toString('latin1', 257, 262) !== 'ustar') throw new Error(`${file} is not a backup archive`);
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = parseInt(block.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim(), 8);
      entries.push({ name, size, offset: position + BLOCK });
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await handle.close();
  }
}

export async function readTarEntry(file: string, entry: TarEntry): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const data = Buffer.alloc(entry.size);
    const { bytesRead } = await handle.read(data, 0, entry.size, entry.offset);
    if (bytesRead < entry.size) throw new Error(`${file}: entry ${entry.name} is cut short`);
    return data;
  } finally {
    await handle.close();
  }
}

/** The entry's bytes as a stream, for entries too large to hold in memory. */
function entryStream(file: string, entry: TarEntry): AsyncIterable<Buffer> {
  if (entry.size === 0) return Readable.from([]);
  return createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

export async function hashTarEntry(file: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of entryStream(file, entry)) hash.update(chunk);
  return hash.digest('hex');
}

/** Copies an entry's bytes into a file of their own (a database dump for pg_restore). */
export async function extractTarEntry(file: string, entry: TarEntry, to: string): Promise<void> {
  await pipeline(entryStream(file, entry), createWriteStream(to, { flags: 'wx' }));
}
