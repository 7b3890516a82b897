import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationRule, NotificationRuleInput } from '@shared/notifications/rules';
import { api } from '../../../lib/api/api-client';
import { ruleKeys } from './rule-keys';

/** POST /api/notification-rules without an id, PUT /api/notification-rules/{id} with one. */
export const saveRule = ({ id, body }: { id: number | null; body: NotificationRuleInput }) =>
  id === null
    ? api.post<NotificationRule>('/notification-rules', body)
    : api.put<NotificationRule>(`/notification-rules/${id}`, body);

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
