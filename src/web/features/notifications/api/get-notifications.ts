import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationMode } from '@shared/notifications/contracts';
import { notificationEndpoints } from '@shared/notifications/notification-endpoints';
import { call } from '../../../lib/api/api-client';
import { notificationKeys } from './notification-keys';

export type NotificationParams = {
  page: number;
  perpage: number | 'all';
  unread?: boolean;
  mode?: NotificationMode;
};

export const getNotifications = ({ unread, mode, ...params }: NotificationParams, signal?: AbortSignal) =>
  call(notificationEndpoints.list, {
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
