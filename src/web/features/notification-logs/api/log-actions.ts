import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogCommentBody, NotificationLog } from '@shared/notifications/messages';
import { notificationLogEndpoints } from '@shared/notifications/notification-log-endpoints';
import { call } from '../../../lib/api/api-client';
import { notificationLogKeys } from './notification-log-keys';

/** After a note or a resend every log list (this screen's, the sale page's) asks again. */
function useLogMutation<V>(mutationFn: (vars: V) => Promise<NotificationLog>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationLogKeys.all }),
  });
}

export const useAddLogComment = (id: number) =>
  useLogMutation((body: LogCommentBody) => call(notificationLogEndpoints.comment, { params: { id }, body }));

export const useResendMessage = () =>
  useLogMutation((id: number) => call(notificationLogEndpoints.resend, { params: { id } }));
