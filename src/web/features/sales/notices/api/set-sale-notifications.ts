import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '@shared/sales/contracts';
import { messagingEndpoints } from '@shared/notifications/messaging-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';

/** Whether the automated run writes to this sale's buyers. */
export function useSetSaleNotifications(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      call(messagingEndpoints.setSaleSwitch, {
        params: { id: saleId },
        body: { notifications_enabled: enabled },
      }),
    onSuccess: (_answer, enabled) => {
      queryClient.setQueryData<SaleDetail>(saleKeys.detail(saleId), (sale) =>
        sale ? { ...sale, notifications_enabled: enabled } : sale,
      );
      return queryClient.invalidateQueries({ queryKey: saleKeys.detail(saleId) });
    },
  });
}
