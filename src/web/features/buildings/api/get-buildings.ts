import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildingEndpoints } from '@shared/buildings/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys } from './building-keys';

export const getBuildings = (search: string, signal?: AbortSignal) =>
  call(buildingEndpoints.list, { query: { search }, signal });

export const buildingsQuery = (search: string) =>
  queryOptions({
    queryKey: buildingKeys.list(search),
    queryFn: ({ signal }) => getBuildings(search, signal),
    placeholderData: keepPreviousData,
  });

/** The complexes screen's list, searched by name. */
export const useBuildings = (search: string) => useQuery(buildingsQuery(search));

/**
 * Every complex the user sees, for a picker or a filter: the same cache entry as the complexes screen's
 * unfiltered list. `enabled` is false for those who may not list complexes.
 */
export const useBuildingOptions = (enabled = true) =>
  useQuery({ ...buildingsQuery(''), enabled, staleTime: 60_000 });
