import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { saleTargetBody } from '@shared/bonuses/contracts';
import { saleTargetEndpoints } from '@shared/bonuses/sale-target-endpoints';
import type { z } from 'zod';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** POST /api/sale-targets: a new target without an id, a change with one. */
export function useSaveSaleTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof saleTargetBody>) => call(saleTargetEndpoints.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
