import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyInput } from '@shared/company/contracts';
import { companyEndpoints } from '@shared/company/endpoints';
import { call } from '../../../lib/api/api-client';
import { companyKey } from './get-company';

export const saveCompany = (body: CompanyInput) => call(companyEndpoints.save, { body });

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (company) => queryClient.setQueryData(companyKey, company),
  });
}
