import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, NotificationMode } from '@shared/notifications/contracts';
import type { Paginated } from '@shared/pagination';
import { api } from '../../../lib/api/api-client';
import { notificationKeys } from './notification-keys';

export type NotificationPage = Paginated<Notification> & { unread_count: number };
export type NotificationParams = {
  page: number;
  perpage: number | 'all';
  unread?: boolean;
  mode?: NotificationMode;
};

export const getNotifications = ({ unread, mode, ...params }: NotificationParams, signal?: AbortSignal) =>
  api.get<NotificationPage>('/notifications', {
    query: { ...params, unread: unread ? 'true' : undefined, mode: mode === 'manager' ? mode : undefined },
    signal,
  });

export const notificationsQuery = (params: NotificationParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationParams, refetchInterval?: number | false) =>
  useQuery({ ...notificationsQuery(params), refetchInterval });
