import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { PropertyRow } from '@shared/properties/contracts';
import { api } from '../../../app/api/api-client';
import { propertyKeys } from '../../buildings';

/** Free units whose number contains `number` (at most 20), for the booking form's unit picker. */
export const getFreeUnits = (number: string, signal?: AbortSignal) =>
  api.get<Paginated<PropertyRow>>('/properties', {
    query: { status: 'free', number, perpage: 20, page: 1 },
    signal,
  });

export const useFreeUnits = (number: string, enabled: boolean) =>
  useQuery({
    queryKey: propertyKeys.search('free-units', number),
    queryFn: ({ signal }) => getFreeUnits(number, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
