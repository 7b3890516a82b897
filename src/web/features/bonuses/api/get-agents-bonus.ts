import { useQuery } from '@tanstack/react-query';
import type { AgentBonusRow } from '@shared/bonuses/contracts';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** POST /api/bonuses/getAgentsBonus: agents' fees earned, paid and due over a period. */
export const useAgentsBonus = (range: { date_from: string; date_to: string }) =>
  useQuery({
    queryKey: bonusKeys.agents(range),
    queryFn: ({ signal }) =>
      api.post<{ rows: AgentBonusRow[] }>('/bonuses/getAgentsBonus', range, { signal }),
    select: (answer) => answer.rows,
  });
