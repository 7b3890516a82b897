import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryEndpoints } from '@shared/countries/endpoints';
import { call } from '../../../lib/api/api-client';
import { customerKeys } from './customer-keys';

export const getCountries = (signal?: AbortSignal) => call(countryEndpoints.countries, { signal });

/** The 198 countries; they do not change while the app runs. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: customerKeys.countries,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQuery());
