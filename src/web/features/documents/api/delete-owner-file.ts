import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { documentKeys } from './document-keys';
import { ownerFilesKey, type FileOwnerBase } from './get-owner-files';

export const deleteOwnerFile = (base: FileOwnerBase, ownerId: number, documentId: number) =>
  api.delete<{ success: boolean; message?: string }>(`/${base}/${ownerId}/deleteFile/${documentId}`);

export function useDeleteOwnerFile(base: FileOwnerBase, ownerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteOwnerFile(base, ownerId, documentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerFilesKey(base, ownerId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.ownerList(base) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.lists }),
      ]),
  });
}
