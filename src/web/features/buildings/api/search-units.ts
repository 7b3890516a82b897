import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertyEndpoints } from '@shared/properties/endpoints';
import type { PropertyStatus } from '@shared/properties/enums';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from './property-keys';

/** What a unit picker offers: units in these statuses, at most `limit` of them. */
export type UnitSearch = { statuses: readonly PropertyStatus[]; limit: number };

/** Units whose number contains `number` (GET /api/properties?status=...&number=). */
export const searchUnits = (number: string, { statuses, limit }: UnitSearch, signal?: AbortSignal) =>
  call(propertyEndpoints.list, {
    query: { status: statuses, number, perpage: limit, page: 1 },
    signal,
  });

/** A unit picker's matches; the last ones stay shown while the next are fetched. */
export const useUnitSearch = (number: string, search: UnitSearch, enabled = true) =>
  useQuery({
    queryKey: propertyKeys.search(search, number),
    queryFn: ({ signal }) => searchUnits(number, search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
