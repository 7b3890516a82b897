import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerFileEndpoints } from '@shared/documents/owner-file-endpoints';
import { call } from '../../../lib/api/api-client';
import { documentKeys } from './document-keys';
import { ownerFilesKey, type FileOwnerBase } from './get-owner-files';

export const deleteOwnerFile = (base: FileOwnerBase, ownerId: number, documentId: number) =>
  call(ownerFileEndpoints[base].remove, { params: { ownerId, documentId } });

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
