import type { CellValue } from 'exceljs';

export type ExcelColumn<Row> = { header: string; value: (row: Row) => unknown };

export type ExcelExport<Row> = { fileName: string; columns: ExcelColumn<Row>[]; rows: Row[] };

function toCellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ');
  return String(value);
}

/** Excel refuses sheet names over 31 characters or containing []:*?/\ . */
function sheetName(fileName: string): string {
  return (
    fileName
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** Builds the .xlsx bytes; exceljs is loaded on demand so it stays out of the main bundle. */
export async function buildXlsx<Row>({ fileName, columns, rows }: ExcelExport<Row>): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(fileName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => toCellValue(column.value(row))));
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      0,
      ...rows.map((row) => String(toCellValue(columns[index]?.value(row)) ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, (columns[index]?.header.length ?? 0) + 2, longest + 2));
  });
  return workbook.xlsx.writeBuffer();
}

/** Hands a file to the browser's downloads; the address is freed later, once the download has it. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadExcel<Row>(data: ExcelExport<Row>): Promise<void> {
  const bytes = await buildXlsx(data);
  const fileName = data.fileName.toLowerCase().endsWith('.xlsx') ? data.fileName : `${data.fileName}.xlsx`;
  downloadBlob(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}
