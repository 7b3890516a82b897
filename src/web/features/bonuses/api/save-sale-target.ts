import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleTarget, saleTargetBody } from '@shared/bonuses/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** POST /api/sale-targets: a new target without an id, a change with one. */
export function useSaveSaleTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof saleTargetBody>) => api.post<SaleTarget>('/sale-targets', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
