import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildingEndpoints } from '@shared/buildings/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys } from './building-keys';

export const getBuilding = (id: number, signal?: AbortSignal) =>
  call(buildingEndpoints.get, { params: { id }, signal });

export const buildingQuery = (id: number) =>
  queryOptions({ queryKey: buildingKeys.detail(id), queryFn: ({ signal }) => getBuilding(id, signal) });

export const useBuilding = (id: number) => useQuery(buildingQuery(id));
