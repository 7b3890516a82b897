import { useMutation } from '@tanstack/react-query';
import type { ReportKind } from '@shared/reports/contracts';
import i18n from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { sessionToken } from '../../../lib/auth/session-token';
import { downloadBlob } from '../../../lib/excel-export';
import { filterBody, type ReportFilterState } from './report-filter';

/**
 * The report as the server writes it (the screen's columns, every row, the totals) in the user's language;
 * fetched by hand (the api client reads JSON) with the same token and language.
 */
async function exportReport(kind: ReportKind, filter: ReportFilterState, fileName: string): Promise<void> {
  const headers = new Headers({ 'Content-Language': i18n.language, 'Content-Type': 'application/json' });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/reporting/export/${kind}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(filterBody(filter)),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) sessionToken.clear();
    const message = typeof body?.message === 'string' ? body.message : i18n.t('messages:errors.server');
    throw new ApiError(response.status, { message });
  }
  downloadBlob(await response.blob(), `${fileName}.xlsx`);
}

export const useExportReport = () =>
  useMutation({
    mutationFn: (args: { kind: ReportKind; filter: ReportFilterState; fileName: string }) =>
      exportReport(args.kind, args.filter, args.fileName),
  });
