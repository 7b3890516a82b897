import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '@shared/company/contracts';
import { api } from '../../../lib/api/api-client';
import { companyKey } from './get-company';

export const saveCompany = (body: CompanyInput) => api.post<Company>('/company', body);

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (company) => queryClient.setQueryData(companyKey, company),
  });
}
