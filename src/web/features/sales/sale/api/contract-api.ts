import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractEndpoints } from '@shared/templates/contract-endpoints';
import type { ContractFormat } from '@shared/templates/contracts';
import { call, download } from '../../../../lib/api/api-client';
import { ownerFilesKey } from '../../../documents';
import { saleLookupKeys } from '../../api/sale-keys';

/** The Word templates that fit the sale's contract type and language, and whether PDF can be made. */
export const useSaleContractTemplates = (saleId: number) =>
  useQuery({
    queryKey: saleLookupKeys.contractTemplates(saleId),
    queryFn: ({ signal }) => call(contractEndpoints.templates, { params: { id: saleId }, signal }),
  });

export const useContractPreview = (saleId: number) =>
  useMutation({
    mutationFn: (templateId: number) =>
      call(contractEndpoints.preview, { params: { id: saleId }, body: { template_id: templateId } }),
  });

export type ContractDownload = { templateId: number; format: ContractFormat; store: boolean };

/** The filled contract as a file; when kept among the sale's files, that list is loaded again. */
export function useContractDownload(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, format, store }: ContractDownload) =>
      download(contractEndpoints.generate, {
        params: { id: saleId },
        body: { template_id: templateId, format, ...(store ? { store: true } : {}) },
      }),
    onSuccess: (_file, { store }) =>
      store ? queryClient.invalidateQueries({ queryKey: ownerFilesKey('sales', saleId) }) : undefined,
  });
}
