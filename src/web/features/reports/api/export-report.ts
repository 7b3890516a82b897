import { useMutation } from '@tanstack/react-query';
import type { ReportKind } from '@shared/reports/contracts';
import { reportEndpoints } from '@shared/reports/report-endpoints';
import { download } from '../../../lib/api/api-client';
import { downloadBlob } from '../../../lib/excel-export';
import { filterBody, type ReportFilterState } from './report-filter';

/**
 * The report as the server writes it (the screen's columns, every row, the totals) in the user's language,
 * saved under the screen's name for it.
 */
async function exportReport(kind: ReportKind, filter: ReportFilterState, fileName: string): Promise<void> {
  const { blob } = await download(reportEndpoints.exportFile, {
    params: { report: kind },
    body: filterBody(filter),
  });
  downloadBlob(blob, `${fileName}.xlsx`);
}

export const useExportReport = () =>
  useMutation({
    mutationFn: (args: { kind: ReportKind; filter: ReportFilterState; fileName: string }) =>
      exportReport(args.kind, args.filter, args.fileName),
  });
