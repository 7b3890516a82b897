import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerFileEndpoints } from '@shared/documents/owner-file-endpoints';
import { call } from '../../../lib/api/api-client';
import { documentKeys } from './document-keys';
import { ownerFilesKey, type FileOwnerBase } from './get-owner-files';

export type OwnerFileInput = {
  documentId?: number;
  file: File | null;
  document_type: string;
  title: string;
};

/** Attaches a new file (addFile), or replaces one and/or its details (updateFile, multipart _method=PUT). */
export function saveOwnerFile(base: FileOwnerBase, ownerId: number, input: OwnerFileInput) {
  const form = new FormData();
  if (input.file) form.append('file', input.file);
  form.append('document_type', input.document_type);
  form.append('title', input.title);
  const endpoints = ownerFileEndpoints[base];
  if (input.documentId === undefined) return call(endpoints.add, { params: { ownerId }, body: form });
  form.append('_method', 'PUT');
  form.append('document_id', String(input.documentId));
  return call(endpoints.updateByPost, { params: { ownerId }, body: form });
}

export function useSaveOwnerFile(base: FileOwnerBase, ownerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerFileInput) => saveOwnerFile(base, ownerId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerFilesKey(base, ownerId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.ownerList(base) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.lists }),
      ]),
  });
}
