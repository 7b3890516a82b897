import { useQuery } from '@tanstack/react-query';
import { saleTargetEndpoints } from '@shared/bonuses/sale-target-endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/sales/with-targets?month=YYYY-MM: each manager's target against the month's signed sales. */
export const useWithTargets = (month: string) =>
  useQuery({
    queryKey: bonusKeys.withTargets(month),
    queryFn: ({ signal }) => call(saleTargetEndpoints.withTargets, { query: { month }, signal }),
    select: (answer) => answer.rows,
  });
