import { useQuery } from '@tanstack/react-query';
import { notificationRuleEndpoints } from '@shared/notifications/rule-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** The next message the automated run will send, or null. */
export const usePlannedReminder = (saleId: number) =>
  useQuery({
    queryKey: saleLookupKeys.plannedReminder(saleId),
    queryFn: ({ signal }) =>
      call(notificationRuleEndpoints.plannedReminder, { params: { id: saleId }, signal }),
  });
