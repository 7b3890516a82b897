import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

/** The complexes for the list's filter; the same cache entry as the complexes screen's unfiltered list. */
export const invoiceBuildingsQuery = () =>
  queryOptions({
    queryKey: ['buildings', 'list', { search: '' }],
    queryFn: ({ signal }) => api.get<Building[]>('/buildings', { signal }),
    retry: false,
  });

export const useInvoiceBuildings = (enabled: boolean) => useQuery({ ...invoiceBuildingsQuery(), enabled });
