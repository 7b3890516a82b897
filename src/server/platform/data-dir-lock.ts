import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database is a directory that one process at a time may open: the server, or a backup or
 * restore while no server runs. Whoever opens it writes its pid into DATA_DIR/realty.lock; the others
 * refuse while that process lives. A lock left by a crash names a dead pid and is taken over.
 */
export const lockFile = (dataDir: string) => path.join(dataDir, 'realty.lock');

interface LockHolder {
  pid: number;
  purpose: string;
  token: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number'
      ? { pid: holder.pid, purpose: holder.purpose ?? 'a process', token: holder.token ?? '' }
      : null;
  } catch {
    return null;
  }
}

/** The live process that holds the directory, or null when it is free (never locked, or its holder died). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(lockFile(dataDir));
  return holder && isAlive(holder.pid) ? holder : null;
}

/**
 * Takes the directory, or throws naming the live process that has it (this one included: a backup inside
 * the server must not open the server's own database twice); answers the release.
 * `purpose` says who holds it ("the server", "a backup"), for the message the others print.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = lockFile(dataDir);
  const token = randomUUID();
  const content = JSON.stringify({ pid: process.pid, purpose, token });
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = dataDirHolder(dataDir);
    if (holder)
      throw new Error(
        `${dataDir} is in use by ${holder.purpose} (pid ${holder.pid}): the embedded database can be ` +
          'opened by one process at a time. Stop it first, or wait until it ends.',
      );
    writeFileSync(file, content);
  }
  return () => {
    if (readHolder(file)?.token === token) rmSync(file, { force: true });
  };
}
