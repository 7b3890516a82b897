import { useMutation } from '@tanstack/react-query';
import i18n from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { sessionToken } from '../../../lib/auth/session-token';
import { downloadBlob } from '../../../lib/excel-export';
import { logQueryBody, type NotificationLogFilters } from './get-notification-logs';

/**
 * The filtered log as an .xlsx written by the server in the user's language; fetched by hand (the api
 * client reads JSON) with the same token and language.
 */
export async function exportNotificationLogs(
  filters: NotificationLogFilters,
  fileName: string,
): Promise<void> {
  const headers = new Headers({ 'Content-Language': i18n.language, 'Content-Type': 'application/json' });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch('/api/notification-logs/export', {
    method: 'POST',
    headers,
    body: JSON.stringify(logQueryBody(filters)),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) sessionToken.clear();
    const message = typeof body?.message === 'string' ? body.message : i18n.t('messages:errors.server');
    throw new ApiError(response.status, { message });
  }
  downloadBlob(await response.blob(), `${fileName}.xlsx`);
}

export const useExportNotificationLogs = () =>
  useMutation({
    mutationFn: ({ filters, fileName }: { filters: NotificationLogFilters; fileName: string }) =>
      exportNotificationLogs(filters, fileName),
  });
