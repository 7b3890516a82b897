import ExcelJS from 'exceljs';
import type { Locale } from '@shared/i18n/locales';
import { SALE_IMPORT_COLUMN_HELP, SALE_IMPORT_COLUMNS, type SaleImportColumn } from '@shared/sales/contracts';
import { readSheet } from '../../platform/sheets';
import type { Upload } from '../../platform/files';

export type SaleSheetRow = { line: number } & Record<SaleImportColumn, string>;

/** The sales file's lines by the template's column names (contract_no and units must be there). */
export const readSaleSheet = (upload: Upload): Promise<SaleSheetRow[]> =>
  readSheet(upload, {
    columns: SALE_IMPORT_COLUMNS,
    required: ['contract_no', 'units'],
    unreadable: 'sales.import_unreadable',
  });

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
