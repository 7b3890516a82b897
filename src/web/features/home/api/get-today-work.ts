import { useQuery } from '@tanstack/react-query';
import { homeEndpoints } from '@shared/reports/home-endpoints';
import { call } from '../../../lib/api/api-client';

/** The home page's figures of the day; refreshed every few minutes while the page stays open. */
export const useTodayWork = (enabled: boolean) =>
  useQuery({
    queryKey: ['home', 'today'],
    queryFn: ({ signal }) => call(homeEndpoints.today, { signal }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
