import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { PropertyRow } from '@shared/properties/contracts';
import { api } from '../../../../app/api/api-client';

/** GET /api/properties for free and booked units whose number contains `number` (at most 20). */
export const getSellableUnits = (number: string, signal?: AbortSignal) =>
  api.get<Paginated<PropertyRow>>('/properties', {
    query: { status: ['free', 'booked'], number, perpage: 20, page: 1 },
    signal,
  });

/** Under the properties' root, so a change to units refreshes the picker's answers. */
export const useSellableUnits = (number: string, enabled: boolean) =>
  useQuery({
    queryKey: ['properties', 'sellable-units', number],
    queryFn: ({ signal }) => getSellableUnits(number, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
