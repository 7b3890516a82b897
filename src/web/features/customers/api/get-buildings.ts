import { useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

/** The complexes for the "complex" filter; the same cache entry as the complexes screen's list. */
export const useBuildingOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['buildings', 'list', { search: '' }],
    queryFn: ({ signal }) => api.get<Building[]>('/buildings', { signal }),
    enabled,
  });
