import { crc32, deflateSync } from 'node:zlib';
import type { BlobStore } from '../platform/blob-store';
import type { Db } from '../db/client';
import { files } from '../db/schema';

/**
 * The bytes behind the demo's stored files: one small, valid file per type, built here so the seed needs
 * no assets and stays fast. Every demo document of a type shares the same bytes under its own file row.
 */

/** A one-page A4 PDF with a heading and a line of text (the standard Helvetica, so nothing is embedded). */
function demoPdf(): Buffer {
  const content = [
    '0.16 0.35 0.59 rg 56 770 483 4 re f',
    'BT /F1 22 Tf 0 g 56 736 Td (Demo document) Tj ET',
    'BT /F1 11 Tf 0.33 g 56 712 Td (A sample file from the demo data of the real-estate back office.) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 240×150 picture of an identity card: a coloured band, a photo box and lines of "text". */
function demoPng(): Buffer {
  const width = 240;
  const height = 150;
  const colourAt = (x: number, y: number): [number, number, number] => {
    if (y < 24) return [41, 89, 150];
    if (x >= 16 && x < 80 && y >= 36 && y < 120) return [176, 186, 198];
    const line = Math.floor((y - 40) / 18);
    const lineEnd = 224 - ((line * 29) % 60);
    if (y >= 40 && y < 130 && (y - 40) % 18 < 6 && x >= 96 && x < lineEnd) return [96, 106, 118];
    return [233, 239, 246];
  };
  const scanlines = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) scanlines.set(colourAt(x, y), y * (1 + width * 3) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const samples = new Map<string, Buffer>();
const builders: Record<string, () => Buffer> = { 'application/pdf': demoPdf, 'image/png': demoPng };

/** The demo bytes of a type, built once. */
export function demoFileBytes(mimeType: string): Buffer {
  const build = builders[mimeType];
  if (!build) throw new Error(`no demo file of type ${mimeType}`);
  let bytes = samples.get(mimeType);
  if (!bytes) samples.set(mimeType, (bytes = build()));
  return bytes;
}

/**
 * Writes the bytes of every stored file of a freshly seeded demo database into the app's file store, so
 * each demo document downloads and opens.
 */
export async function writeDemoFiles(db: Db, blobs: BlobStore): Promise<void> {
  const rows = await db.select({ id: files.id, mimeType: files.mime_type }).from(files);
  for (const row of rows) await blobs.put(row.id, demoFileBytes(row.mimeType), row.mimeType);
}
