import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { AGENT_IMPORT_COLUMNS } from '@shared/agents/contracts';
import { ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_TYPES: readonly string[] = [XLSX_MIME, 'application/zip'];

export type AgentSheetRow = { line: number } & Record<(typeof AGENT_IMPORT_COLUMNS)[number], string>;

const unreadable = () => new ValidationFailed({ file: ['agents.file_unreadable'] }, 'agents.file_unreadable');

/** A cell's text: formulas give their result, rich text its text, numbers their digits. */
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
export async function readAgentSheet(upload: Upload): Promise<AgentSheetRow[]> {
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
  if (!columns.has('name') || !columns.has('type')) throw unreadable();
  const rows: AgentSheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = Object.fromEntries(
      AGENT_IMPORT_COLUMNS.map((name) => {
        const col = columns.get(name);
        return [name, col === undefined ? '' : text(row.getCell(col).value)];
      }),
    ) as Record<(typeof AGENT_IMPORT_COLUMNS)[number], string>;
    if (Object.values(values).every((v) => v === '')) return;
    rows.push({ line, ...values });
  });
  return rows;
}

/** The empty template with one example line of each kind. */
export async function writeAgentTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('agents');
  sheet.columns = AGENT_IMPORT_COLUMNS.map((key) => ({
    header: key,
    key,
    width: Math.max(14, key.length + 6),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const col of ['personal_id', 'company_id', 'phone', 'iban']) sheet.getColumn(col).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
