import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BonusBody } from '@shared/bonuses/contracts';
import { bonusEndpoints } from '@shared/bonuses/endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** POST /api/bonuses: a new schema without an id, a change with one; the bands are saved with it. */
export function useSaveBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusBody) => call(bonusEndpoints.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
