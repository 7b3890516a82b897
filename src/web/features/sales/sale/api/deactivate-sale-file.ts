import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerFileEndpoints } from '@shared/documents/owner-file-endpoints';
import { call } from '../../../../lib/api/api-client';
import { ownerFilesKey } from '../../../documents';

/** The file stays but is no longer the sale's current one. */
export const deactivateSaleFile = (saleId: number, documentId: number) =>
  call(ownerFileEndpoints.sales.deactivate, { params: { ownerId: saleId, documentId } });

/** After it the sale's files list is loaded again. */
export function useDeactivateSaleFile(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deactivateSaleFile(saleId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerFilesKey('sales', saleId) }),
  });
}
