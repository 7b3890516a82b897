import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationLogEndpoints } from '@shared/notifications/notification-log-endpoints';
import { call } from '../../../lib/api/api-client';
import { notificationLogKeys } from './notification-log-keys';

/** The screen's filters as the URL keeps them: '' is "any". */
export type NotificationLogFilters = {
  sale_id: string;
  customer_id: string;
  notification_channel: string;
  notification_type: string;
  status: string;
  trigger: string;
  date_from: string;
  date_to: string;
};

export type NotificationLogParams = NotificationLogFilters & { page: number; perpage: number | 'all' };

/** The filters travel in a POST body, where an empty filter must be left out rather than sent as ''. */
export function logQueryBody(params: Partial<NotificationLogParams>) {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}

export const getNotificationLogs = (params: NotificationLogParams, signal?: AbortSignal) =>
  call(notificationLogEndpoints.list, { body: logQueryBody(params), signal });

export const notificationLogsQuery = (params: NotificationLogParams) =>
  queryOptions({
    queryKey: notificationLogKeys.list(params),
    queryFn: ({ signal }) => getNotificationLogs(params, signal),
    placeholderData: keepPreviousData,
  });

export const useNotificationLogs = (params: NotificationLogParams) => useQuery(notificationLogsQuery(params));
