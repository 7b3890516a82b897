import { useQuery } from '@tanstack/react-query';
import type { WithTargetsRow } from '@shared/bonuses/contracts';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/sales/with-targets?month=YYYY-MM: each manager's target against the month's signed sales. */
export const useWithTargets = (month: string) =>
  useQuery({
    queryKey: bonusKeys.withTargets(month),
    queryFn: ({ signal }) =>
      api.get<{ rows: WithTargetsRow[] }>(`/sales/with-targets?month=${month}`, { signal }),
    select: (answer) => answer.rows,
  });
