import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/api-client';

type LookupItem = { key: string; title: string };

/** The same cache entry as the properties screens' list of states. */
export const propertyStatesQuery = (language: string) =>
  queryOptions({
    queryKey: ['property-lookups', 'property-states', language],
    queryFn: ({ signal }) => api.get<LookupItem[]>('/property-states', { signal }),
    staleTime: 10 * 60_000,
  });

export const usePropertyStates = () => useQuery(propertyStatesQuery(useTranslation().i18n.language));
