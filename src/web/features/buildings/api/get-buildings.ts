import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../app/api/api-client';

export const buildingsKey = ['buildings'] as const;

export const getBuildings = (search: string, signal?: AbortSignal) =>
  api.get<Building[]>('/buildings', { query: { search }, signal });

export const buildingsQuery = (search: string) =>
  queryOptions({
    queryKey: [...buildingsKey, 'list', { search }],
    queryFn: ({ signal }) => getBuildings(search, signal),
    placeholderData: keepPreviousData,
  });

export const useBuildings = (search: string) => useQuery(buildingsQuery(search));
