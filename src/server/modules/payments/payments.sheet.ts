import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { PAYMENT_IMPORT_COLUMNS } from '@shared/payments/contracts';
import { ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_TYPES: readonly string[] = [XLSX_MIME, 'application/zip'];

type Column = (typeof PAYMENT_IMPORT_COLUMNS)[number];
export type PaymentSheetRow = { line: number } & Record<Column, string>;

const unreadable = () =>
  new ValidationFailed({ file: ['payments.file_unreadable'] }, 'payments.file_unreadable');

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's text: dates as YYYY-MM-DD, formulas their result, rich text its text, numbers their digits. */
function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value !== 'object') return String(value).trim();
  if ('result' in value) return text(value.result as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value) return text(value.text as ExcelJS.CellValue);
  return '';
}

/** Bank statements write dates as DD.MM.YYYY or DD/MM/YYYY; the template as YYYY-MM-DD. */
export function normaliseDate(value: string): string {
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  return dotted ? `${dotted[3]}-${pad(Number(dotted[2]))}-${pad(Number(dotted[1]))}` : value;
}

/** "1,200.50" and "1 200.50" are 1200.50. */
export const normaliseAmount = (value: string): string => value.replace(/[\s,]/g, '');

/**
 * The data lines of the first sheet, found by the header row's column names (the template's, in any
 * order; contract_no may be left out of a one-sale file); empty lines are skipped. `line` is the row
 * number the office sees in Excel.
 */
export async function readPaymentSheet(upload: Upload): Promise<PaymentSheetRow[]> {
  const detected = await fileTypeFromBuffer(upload.data);
  if (!detected || !XLSX_TYPES.includes(detected.mime))
    throw new ValidationFailed({ file: ['validation.file_type'] });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(upload.data as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = text(cell.value).toLowerCase();
    if (name) columns.set(name, col);
  });
  if (!columns.has('amount') || !columns.has('payment_date')) throw unreadable();
  const rows: PaymentSheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = Object.fromEntries(
      PAYMENT_IMPORT_COLUMNS.map((name) => {
        const col = columns.get(name);
        return [name, col === undefined ? '' : text(row.getCell(col).value)];
      }),
    ) as Record<Column, string>;
    if (Object.values(values).every((v) => v === '')) return;
    rows.push({ line, ...values });
  });
  return rows;
}

/** The empty template: the columns of PAYMENT_IMPORT_COLUMNS, dates and codes kept as typed text. */
export async function writePaymentTemplate(sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = PAYMENT_IMPORT_COLUMNS.map((key) => ({
    header: key,
    key,
    width: Math.max(14, key.length + 6),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const col of ['contract_no', 'payment_date', 'currency', 'payment_type'])
    sheet.getColumn(col).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
