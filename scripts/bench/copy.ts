import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One value in COPY's text format: \N for null, t/f, ISO timestamps, JSON for objects; tabs and newlines escaped. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/**
 * Streams rows into a table with COPY ... FROM STDIN, about a megabyte at a time and respecting
 * back-pressure, so generating the next rows overlaps with the server storing the last ones.
 */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>,
): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  let chunk = '';
  let count = 0;
  for await (const row of rows) {
    chunk += `${row.map(field).join('\t')}\n`;
    count++;
    if (chunk.length > 1_000_000) {
      if (!stream.write(chunk)) await once(stream, 'drain');
      chunk = '';
    }
  }
  stream.end(chunk);
  await finished(stream);
  return count;
}
