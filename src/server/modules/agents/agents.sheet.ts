import ExcelJS from 'exceljs';
import { AGENT_IMPORT_COLUMNS } from '@shared/agents/contracts';
import { readSheet } from '../../platform/sheets';
import type { Upload } from '../../platform/files';

type AgentSheetRow = { line: number } & Record<(typeof AGENT_IMPORT_COLUMNS)[number], string>;

/** The agents file's lines by the template's column names (name and type must be there). */
export const readAgentSheet = (upload: Upload): Promise<AgentSheetRow[]> =>
  readSheet(upload, {
    columns: AGENT_IMPORT_COLUMNS,
    required: ['name', 'type'],
    unreadable: 'agents.file_unreadable',
  });

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
