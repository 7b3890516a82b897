import { useQuery } from '@tanstack/react-query';
import type { NotificationLog } from '@shared/notifications/messages';
import type { Paginated } from '@shared/pagination';
import { api } from '../../../../app/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** How many of the latest messages the sale page lists; the rest are in the log. */
export const SALE_LOG_SIZE = 5;

/** POST /api/notification-logs filtered to the sale: its latest messages, newest first. */
export const useSaleNotificationLog = (saleId: number, enabled: boolean) =>
  useQuery({
    queryKey: saleLookupKeys.notificationLog(saleId),
    queryFn: ({ signal }) =>
      api.post<Paginated<NotificationLog>>(
        '/notification-logs',
        { sale_id: saleId, page: 1, perpage: SALE_LOG_SIZE },
        { signal },
      ),
    enabled,
  });
