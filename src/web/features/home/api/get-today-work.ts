import { useQuery } from '@tanstack/react-query';
import type { TodayWork } from '@shared/reports/contracts';
import { api } from '../../../lib/api/api-client';

/** The home page's figures of the day; refreshed every few minutes while the page stays open. */
export const useTodayWork = (enabled: boolean) =>
  useQuery({
    queryKey: ['home', 'today'],
    queryFn: ({ signal }) => api.get<TodayWork>('/reporting/today', { signal }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
