import { useQuery } from '@tanstack/react-query';
import type { SaleTarget } from '@shared/bonuses/contracts';
import { api } from '../../../lib/api/api-client';
import { bonusKeys } from './bonus-keys';

/** GET /api/sale-targets?month=YYYY-MM: the month's targets, for editing them. */
export const useSaleTargets = (month: string) =>
  useQuery({
    queryKey: bonusKeys.targets(month),
    queryFn: ({ signal }) => api.get<{ data: SaleTarget[] }>(`/sale-targets?month=${month}`, { signal }),
    select: (answer) => answer.data,
  });
