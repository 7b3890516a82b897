import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

/** The same cache entry as the complexes screen's detail. */
export const buildingQuery = (id: number) =>
  queryOptions({
    queryKey: ['buildings', 'detail', id],
    queryFn: ({ signal }) => api.get<Building>(`/buildings/${id}`, { signal }),
  });

export const useBuilding = (id: number) => useQuery(buildingQuery(id));
