import ExcelJS from 'exceljs';
import type { MessageKey } from '@shared/i18n/messages';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationFailed } from './errors';
import type { Upload } from './files';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What file-type reports for an .xlsx (a zip of XML parts); a bare zip is accepted and then parsed. */
export const XLSX_TYPES: readonly string[] = [XLSX_MIME, 'application/zip'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's text: dates as YYYY-MM-DD, formulas their result, rich text its text, numbers their digits. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value !== 'object') return String(value).trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

const unreadableFile = (message: MessageKey) => new ValidationFailed({ file: [message] }, message);

/** The first worksheet of an uploaded .xlsx: 422 on another file type, `unreadable` on a broken one. */
export async function openFirstSheet(upload: Upload, unreadable: MessageKey): Promise<ExcelJS.Worksheet> {
  const detected = await fileTypeFromBuffer(upload.data);
  if (!detected || !XLSX_TYPES.includes(detected.mime))
    throw new ValidationFailed({ file: ['validation.file_type'] });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(upload.data as unknown as ArrayBuffer);
  } catch {
    throw unreadableFile(unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadableFile(unreadable);
  return sheet;
}

/**
 * The data lines of an import file's first sheet, found by the header row's column names (in any order;
 * a file without one of `required` is unreadable); empty lines are skipped. `line` is the row number the
 * office sees in Excel. Every import (agents, sales, payments) reads its file through here.
 */
export async function readSheet<C extends string>(
  upload: Upload,
  options: { columns: readonly C[]; required: readonly C[]; unreadable: MessageKey },
): Promise<({ line: number } & Record<C, string>)[]> {
  const sheet = await openFirstSheet(upload, options.unreadable);
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = cellText(cell.value).toLowerCase();
    if (name) positions.set(name, col);
  });
  if (options.required.some((name) => !positions.has(name))) throw unreadableFile(options.unreadable);
  const rows: ({ line: number } & Record<C, string>)[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = Object.fromEntries(
      options.columns.map((name) => {
        const col = positions.get(name);
        return [name, col === undefined ? '' : cellText(row.getCell(col).value)];
      }),
    ) as Record<C, string>;
    if (Object.values<string>(values).every((v) => v === '')) return;
    rows.push({ line, ...values });
  });
  return rows;
}
