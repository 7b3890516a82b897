import { useQuery } from '@tanstack/react-query';
import type { BonusSchema } from '@shared/bonuses/contracts';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/bonuses: the schemas with their participants and bands. */
export const useBonusSchemas = () =>
  useQuery({
    queryKey: bonusKeys.schemas(),
    queryFn: ({ signal }) => api.get<{ data: BonusSchema[] }>('/bonuses', { signal }),
    select: (answer) => answer.data,
  });
