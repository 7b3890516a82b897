import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of the newest message the server wrote to DATA_DIR/outbox for an address (no MAIL_URL in e2e). */
export async function lastMailTo(address: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(outbox))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), 'utf8');
    if (raw.includes(`To: ${address}`)) return decodeQuotedPrintable(raw);
  }
  throw new Error(`no mail to ${address} in ${outbox}`);
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
