import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import type { Locale } from '@shared/i18n/locales';
import { SALE_IMPORT_COLUMN_HELP, SALE_IMPORT_COLUMNS, type SaleImportColumn } from '@shared/sales/contracts';
import { ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_TYPES: readonly string[] = [XLSX_MIME, 'application/zip'];

export type SaleSheetRow = { line: number } & Record<SaleImportColumn, string>;

const unreadable = () =>
  new ValidationFailed({ file: ['sales.import_unreadable'] }, 'sales.import_unreadable');

/** A cell's text: formulas give their result, rich text its text, dates YYYY-MM-DD, numbers their digits. */
function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
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

/**
 * The data lines of the first sheet, found by the header row's column names (the template's, in any
 * order); empty lines are skipped. `line` is the row number the office sees in Excel.
 */
export async function readSaleSheet(upload: Upload): Promise<SaleSheetRow[]> {
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
  if (!columns.has('contract_no') || !columns.has('units')) throw unreadable();
  const rows: SaleSheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = Object.fromEntries(
      SALE_IMPORT_COLUMNS.map((name) => {
        const col = columns.get(name);
        return [name, col === undefined ? '' : text(row.getCell(col).value)];
      }),
    ) as Record<SaleImportColumn, string>;
    if (Object.values(values).every((v) => v === '')) return;
    rows.push({ line, ...values });
  });
  return rows;
}

/** One example line: a two-unit sale in dollars with a first instalment and 24 monthly instalments. */
const EXAMPLE: Record<SaleImportColumn, string | number> = {
  contract_no: 'VP-2026-001',
  contract_type: 'contract_main',
  contract_lang: 'ge',
  contract_start_date: '2026-03-01',
  contract_end_date: '',
  signing_date: '2026-03-01',
  building: 1,
  block: 'A',
  units: '12, 13',
  unit_prices: '95000, 4000',
  payment_ccy: 'USD',
  discount: 1000,
  customers: '01001012345',
  responsible: 'sales_manager',
  agent: '',
  agent_fee_percent: '',
  first_installment_amount: 20000,
  first_installment_date: '2026-03-05',
  start_month: '2026-04',
  count: 24,
  end_month: '',
  payment_day: 10,
  formula: '',
  is_signed: 'yes',
  info_source: 'Facebook',
};

/** The template: the columns with one example line, and a second sheet explaining each column. */
export async function writeSaleTemplate(locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('sales');
  sheet.columns = SALE_IMPORT_COLUMNS.map((key) => ({
    header: key,
    key,
    width: Math.max(14, key.length + 6),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const col of ['contract_no', 'units', 'unit_prices', 'customers', 'agent', 'start_month', 'end_month'])
    sheet.getColumn(col).numFmt = '@';
  sheet.addRow(EXAMPLE);
  const help = workbook.addWorksheet('help');
  help.columns = [
    { header: 'column', key: 'column', width: 26 },
    { header: 'meaning', key: 'meaning', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of SALE_IMPORT_COLUMNS)
    help.addRow({ column, meaning: SALE_IMPORT_COLUMN_HELP[column][locale] });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
