import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationRuleInput } from '@shared/notifications/rules';
import { notificationRuleEndpoints } from '@shared/notifications/rule-endpoints';
import { call } from '../../../lib/api/api-client';
import { ruleKeys } from './rule-keys';

/** Creates the rule without an id, updates the one with it. */
export const saveRule = ({ id, body }: { id: number | null; body: NotificationRuleInput }) =>
  id === null
    ? call(notificationRuleEndpoints.create, { body })
    : call(notificationRuleEndpoints.update, { params: { id }, body });

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
