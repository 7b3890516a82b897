import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractFormat, ContractPreview, SaleContractTemplates } from '@shared/templates/contracts';
import { api } from '../../../../lib/api/api-client';
import { ownerFilesKey } from '../../../documents';
import { saleLookupKeys } from '../../api/sale-keys';
import { fetchFile } from './fetch-file';

/** The Word templates that fit the sale's contract type and language, and whether PDF can be made. */
export const useSaleContractTemplates = (saleId: number) =>
  useQuery({
    queryKey: saleLookupKeys.contractTemplates(saleId),
    queryFn: ({ signal }) =>
      api.get<SaleContractTemplates>(`/sales/${saleId}/contract-templates`, { signal }),
  });

export const useContractPreview = (saleId: number) =>
  useMutation({
    mutationFn: (templateId: number) =>
      api.post<ContractPreview>(`/sales/${saleId}/contract/preview`, { template_id: templateId }),
  });

export type ContractDownload = { templateId: number; format: ContractFormat; store: boolean };

/** The filled contract as a file; when kept among the sale's files, that list is loaded again. */
export function useContractDownload(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, format, store }: ContractDownload) =>
      fetchFile(`/sales/${saleId}/contract`, {
        template_id: templateId,
        format,
        ...(store ? { store: true } : {}),
      }),
    onSuccess: (_file, { store }) =>
      store ? queryClient.invalidateQueries({ queryKey: ownerFilesKey('sales', saleId) }) : undefined,
  });
}
