import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@shared/notifications/notification-endpoints';
import { call } from '../../../lib/api/api-client';
import { notificationKeys } from './notification-keys';

export const markAsRead = (id: number | 'all') => call(notificationEndpoints.markAsRead, { body: { id } });

export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
