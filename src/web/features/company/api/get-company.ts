import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyEndpoints } from '@shared/company/endpoints';
import { call } from '../../../lib/api/api-client';

export const companyKey = ['company'] as const;

export const getCompany = (signal?: AbortSignal) => call(companyEndpoints.get, { signal });

export const companyQuery = () =>
  queryOptions({ queryKey: companyKey, queryFn: ({ signal }) => getCompany(signal) });

export const useCompany = () => useQuery(companyQuery());
