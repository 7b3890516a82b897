import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Building } from '@shared/buildings/contracts';
import { api } from '../../../lib/api/api-client';
import { buildingKeys } from './building-keys';

export const getBuilding = (id: number, signal?: AbortSignal) =>
  api.get<Building>(`/buildings/${id}`, { signal });

export const buildingQuery = (id: number) =>
  queryOptions({ queryKey: buildingKeys.detail(id), queryFn: ({ signal }) => getBuilding(id, signal) });

export const useBuilding = (id: number) => useQuery(buildingQuery(id));
