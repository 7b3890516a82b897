import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BonusBody, BonusSchema } from '@shared/bonuses/contracts';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** POST /api/bonuses: a new schema without an id, a change with one; the bands are saved with it. */
export function useSaveBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusBody) => api.post<BonusSchema>('/bonuses', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
