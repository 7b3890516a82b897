import { useQuery } from '@tanstack/react-query';
import type { Paginated } from '@shared/pagination';
import type { PropertyRow } from '@shared/properties/contracts';
import { api } from '../../../app/api/api-client';
import { propertyKeys } from '../../buildings';

/** Free units a deal can take, found by number (GET /api/properties?status=free). */
export const getFreeProperties = (number: string, signal?: AbortSignal) =>
  api.get<Paginated<PropertyRow>>('/properties', { query: { status: 'free', number, perpage: 50 }, signal });

export const useFreeProperties = (number: string) =>
  useQuery({
    queryKey: propertyKeys.search('free-for-barter', number),
    queryFn: ({ signal }) => getFreeProperties(number, signal),
  });
