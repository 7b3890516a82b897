import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '@shared/sales/contracts';
import { api } from '../../../../lib/api/api-client';
import { saleKeys } from '../../api/sale-keys';

/** PUT /api/sales/{id}/notifications: whether the automated run writes to this sale's buyers. */
export function useSetSaleNotifications(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<unknown>(`/sales/${saleId}/notifications`, { notifications_enabled: enabled }),
    onSuccess: (_answer, enabled) => {
      queryClient.setQueryData<SaleDetail>(saleKeys.detail(saleId), (sale) =>
        sale ? { ...sale, notifications_enabled: enabled } : sale,
      );
      return queryClient.invalidateQueries({ queryKey: saleKeys.detail(saleId) });
    },
  });
}
