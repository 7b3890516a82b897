import { useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

/** The complexes a template may be tied to; the same cache entry as the complexes screen's list. */
export const useTemplateBuildings = () =>
  useQuery({
    queryKey: ['buildings', 'list', { search: '' }],
    queryFn: ({ signal }) => api.get<Building[]>('/buildings', { signal }),
    staleTime: 60_000,
  });
