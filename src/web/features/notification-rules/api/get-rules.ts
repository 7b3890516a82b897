import { useQuery } from '@tanstack/react-query';
import { notificationRuleEndpoints } from '@shared/notifications/rule-endpoints';
import { call } from '../../../lib/api/api-client';
import { ruleKeys } from './rule-keys';

/** When reminders and overdue letters go out, in the order the run applies them. */
export const useNotificationRules = () =>
  useQuery({
    queryKey: ruleKeys.list(),
    queryFn: ({ signal }) => call(notificationRuleEndpoints.list, { signal }),
    select: (answer) => answer.data,
  });
