import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@shared/company/contracts';
import { api } from '../../../lib/api/api-client';

export const companyKey = ['company'] as const;

export const getCompany = (signal?: AbortSignal) => api.get<Company>('/company', { signal });

export const companyQuery = () =>
  queryOptions({ queryKey: companyKey, queryFn: ({ signal }) => getCompany(signal) });

export const useCompany = () => useQuery(companyQuery());
