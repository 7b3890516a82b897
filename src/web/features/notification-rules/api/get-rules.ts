import { useQuery } from '@tanstack/react-query';
import type { notificationRuleList } from '@shared/notifications/rules';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { ruleKeys } from './rule-keys';

/** GET /api/notification-rules: when reminders and overdue letters go out, in the order the run applies them. */
export const useNotificationRules = () =>
  useQuery({
    queryKey: ruleKeys.list(),
    queryFn: ({ signal }) => api.get<z.infer<typeof notificationRuleList>>('/notification-rules', { signal }),
    select: (answer) => answer.data,
  });
