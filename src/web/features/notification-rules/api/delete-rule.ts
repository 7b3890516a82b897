import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationRuleEndpoints } from '@shared/notifications/rule-endpoints';
import { call } from '../../../lib/api/api-client';
import { ruleKeys } from './rule-keys';

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notificationRuleEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
