import { useQuery } from '@tanstack/react-query';
import { bonusEndpoints } from '@shared/bonuses/endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** POST /api/bonuses/getAgentsBonus: agents' fees earned, paid and due over a period. */
export const useAgentsBonus = (range: { date_from: string; date_to: string }) =>
  useQuery({
    queryKey: bonusKeys.agents(range),
    queryFn: ({ signal }) => call(bonusEndpoints.agentsBonus, { body: range, signal }),
    select: (answer) => answer.rows,
  });
