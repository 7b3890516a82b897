import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import { REPORT_COLUMNS, showsTotals, totalLabel, type ReportColumn } from '@shared/reports/columns';
import type { AnyReport, ReportKind } from '@shared/reports/contracts';

/**
 * A report as an .xlsx: the columns of the screen's table (shared/reports/columns.ts) in the reader's
 * language, its rows, then a total line per currency. Written as a stream, row by row, so a register of
 * a hundred thousand payments does not sit in memory as a workbook.
 */

function cell(column: ReportColumn, value: unknown, locale: Locale): ExcelJS.CellValue {
  if (value === null || value === undefined) return '';
  if (column.values) return translate(`reports.${column.values}.${String(value)}`, locale);
  if (column.kind === 'money' || column.kind === 'count' || column.kind === 'rate') return Number(value);
  return String(value);
}

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  money: '#,##0.00',
  count: '0',
  rate: '0.0000',
};

export function streamReportSheet(kind: ReportKind, report: AnyReport, locale: Locale): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(translate(`reports.report.${kind}`, locale).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const columns = REPORT_COLUMNS[kind];
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: translate(`reports.col.${c.key}`, locale),
    width: c.kind === 'text' ? 24 : 16,
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of report.rows)
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cell(c, row[c.key], locale)]))).commit();
  for (const [currency, sums] of showsTotals(report) ? Object.entries(report.totals) : []) {
    const line = Object.fromEntries(
      columns.map((c) => [c.key, c.key in sums ? cell(c, sums[c.key], locale) : '']),
    );
    const shownCurrency = currency === 'all' ? translate('reports.all_currencies', locale) : currency;
    if (columns.some((c) => c.key === 'currency')) line.currency = shownCurrency;
    line[columns[0]!.key] = totalLabel(
      columns[0]!.key,
      translate('reports.col.total', locale),
      shownCurrency,
    );
    const added = sheet.addRow(line);
    added.font = { bold: true };
    added.commit();
  }
  sheet.commit();
  void workbook.commit().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
