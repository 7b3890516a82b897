import { useQuery } from '@tanstack/react-query';
import type { PlannedReminder } from '@shared/notifications/messages';
import { api } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** GET /api/sales/payment-reminder/{id}: the next message the automated run will send, or null. */
export const usePlannedReminder = (saleId: number) =>
  useQuery({
    queryKey: saleLookupKeys.plannedReminder(saleId),
    queryFn: ({ signal }) => api.get<PlannedReminder>(`/sales/payment-reminder/${saleId}`, { signal }),
  });
