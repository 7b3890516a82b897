import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';
import { ownerFilesKey } from '../../../documents';

/** PATCH /api/sales/{id}/deactivateFile/{document_id}: the file stays but is no longer the sale's current one. */
export const deactivateSaleFile = (saleId: number, documentId: number) =>
  api.patch(`/sales/${saleId}/deactivateFile/${documentId}`);

/** After it the sale's files list is loaded again. */
export function useDeactivateSaleFile(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deactivateSaleFile(saleId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerFilesKey('sales', saleId) }),
  });
}
