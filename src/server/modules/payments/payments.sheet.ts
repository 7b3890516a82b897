import ExcelJS from 'exceljs';
import { PAYMENT_IMPORT_COLUMNS } from '@shared/payments/contracts';
import { readSheet } from '../../platform/sheets';
import type { Upload } from '../../platform/files';

type Column = (typeof PAYMENT_IMPORT_COLUMNS)[number];
export type PaymentSheetRow = { line: number } & Record<Column, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Bank statements write dates as DD.MM.YYYY or DD/MM/YYYY; the template as YYYY-MM-DD. */
export function normaliseDate(value: string): string {
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  return dotted ? `${dotted[3]}-${pad(Number(dotted[2]))}-${pad(Number(dotted[1]))}` : value;
}

/** "1,200.50" and "1 200.50" are 1200.50. */
export const normaliseAmount = (value: string): string => value.replace(/[\s,]/g, '');

/** A payments file's lines by the template's column names (contract_no may be left out of a one-sale file). */
export const readPaymentSheet = (upload: Upload): Promise<PaymentSheetRow[]> =>
  readSheet(upload, {
    columns: PAYMENT_IMPORT_COLUMNS,
    required: ['amount', 'payment_date'],
    unreadable: 'payments.file_unreadable',
  });

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
