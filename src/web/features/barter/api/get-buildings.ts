import { useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

/** The complexes the user sees, for the list filter. */
export const getBuildings = (signal?: AbortSignal) => api.get<Building[]>('/buildings', { signal });

export const useBuildings = () =>
  useQuery({
    queryKey: ['buildings', 'list'],
    queryFn: ({ signal }) => getBuildings(signal),
    staleTime: 60_000,
  });
