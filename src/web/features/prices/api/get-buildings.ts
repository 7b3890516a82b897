import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

/** The same cache entry as the complexes screen's unfiltered list. */
export const buildingsQuery = () =>
  queryOptions({
    queryKey: ['buildings', 'list', { search: '' }],
    queryFn: ({ signal }) => api.get<Building[]>('/buildings', { signal }),
  });

export const useBuildings = () => useQuery(buildingsQuery());
