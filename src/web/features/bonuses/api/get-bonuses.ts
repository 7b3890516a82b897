import { useQuery } from '@tanstack/react-query';
import { bonusEndpoints } from '@shared/bonuses/endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/bonuses: the schemas with their participants and bands. */
export const useBonusSchemas = () =>
  useQuery({
    queryKey: bonusKeys.schemas(),
    queryFn: ({ signal }) => call(bonusEndpoints.list, { signal }),
    select: (answer) => answer.data,
  });
