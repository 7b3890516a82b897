import { useQuery } from '@tanstack/react-query';
import { saleTargetEndpoints } from '@shared/bonuses/sale-target-endpoints';
import { call } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/sale-targets?month=YYYY-MM: the month's targets, for editing them. */
export const useSaleTargets = (month: string) =>
  useQuery({
    queryKey: bonusKeys.targets(month),
    queryFn: ({ signal }) => call(saleTargetEndpoints.list, { query: { month }, signal }),
    select: (answer) => answer.data,
  });
