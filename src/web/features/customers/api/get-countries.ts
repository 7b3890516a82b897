import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@shared/countries/contracts';
import { api } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const getCountries = (signal?: AbortSignal) => api.get<Country[]>('/countries', { signal });

/** The 198 countries; they do not change while the app runs. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: customerKeys.countries,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQuery());
