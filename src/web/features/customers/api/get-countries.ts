import { useQuery } from '@tanstack/react-query';
import type { Country } from '@shared/countries/contracts';
import { api } from '../../../app/api/api-client';

export const getCountries = (signal?: AbortSignal) => api.get<Country[]>('/countries', { signal });

/** The 198 countries; they do not change while the app runs. */
export const useCountries = () =>
  useQuery({ queryKey: ['countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });
