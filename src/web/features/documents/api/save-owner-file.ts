import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@shared/documents/contracts';
import { api } from '../../../lib/api/api-client';
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
  if (input.documentId === undefined) return api.post<DocumentRow>(`/${base}/${ownerId}/addFile`, form);
  form.append('_method', 'PUT');
  form.append('document_id', String(input.documentId));
  return api.post<DocumentRow>(`/${base}/${ownerId}/updateFile`, form);
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
