import { useMutation } from '@tanstack/react-query';
import { notificationLogEndpoints } from '@shared/notifications/notification-log-endpoints';
import { download } from '../../../lib/api/api-client';
import { downloadBlob } from '../../../lib/excel-export';
import { logQueryBody, type NotificationLogFilters } from './get-notification-logs';

/** The filtered log as an .xlsx written by the server in the user's language, saved as `fileName`. */
export async function exportNotificationLogs(
  filters: NotificationLogFilters,
  fileName: string,
): Promise<void> {
  const { blob } = await download(notificationLogEndpoints.exportFile, { body: logQueryBody(filters) });
  downloadBlob(blob, `${fileName}.xlsx`);
}

export const useExportNotificationLogs = () =>
  useMutation({
    mutationFn: ({ filters, fileName }: { filters: NotificationLogFilters; fileName: string }) =>
      exportNotificationLogs(filters, fileName),
  });
