import ExcelJS from 'exceljs';
import { TEMPLATE_COLUMNS } from '@shared/prices/contracts';
import type { PricedUnit, SheetRow } from '@shared/prices/rules';
import { ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { openFirstSheet } from '../../platform/sheets';

const unreadable = () => new ValidationFailed({ file: ['prices.file_unreadable'] }, 'prices.file_unreadable');

/** A cell's plain value: formulas give their result, rich text its text, hyperlinks their text. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return value;
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return plain(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return null;
}

/**
 * The data lines of the first sheet, found by the header row's column names (the template's, in any
 * order). `line` is the spreadsheet's row number, as the office sees it in Excel.
 */
export async function readSheet(upload: Upload): Promise<SheetRow[]> {
  const sheet = await openFirstSheet(upload, 'prices.file_unreadable');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = String(plain(cell.value) ?? '')
      .trim()
      .toLowerCase();
    if (name) columns.set(name, col);
  });
  if (!columns.has('new_price_per_m2') || !(columns.has('property_id') || columns.has('number')))
    throw unreadable();
  const cell = (row: ExcelJS.Row, name: string) => {
    const col = columns.get(name);
    return col === undefined ? null : plain(row.getCell(col).value);
  };
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    rows.push({
      line,
      property_id: cell(row, 'property_id'),
      block: cell(row, 'block'),
      number: cell(row, 'number'),
      currency: cell(row, 'currency'),
      new_price_per_m2: cell(row, 'new_price_per_m2'),
    });
  });
  return rows;
}

/** The template of a complex: one line per unit still on offer, the new price left for the office. */
export async function writeTemplate(units: readonly PricedUnit[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('prices');
  sheet.columns = TEMPLATE_COLUMNS.map((key) => ({ header: key, key, width: key.length + 6 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const u of units)
    sheet.addRow({
      property_id: u.id,
      block: u.block ?? '',
      floor: u.floor,
      number: u.number,
      currency: u.currency,
      price_per_m2: Number(u.price_per_m2),
      new_price_per_m2: null,
    });
  sheet.getColumn('price_per_m2').numFmt = '0.00';
  sheet.getColumn('new_price_per_m2').numFmt = '0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
