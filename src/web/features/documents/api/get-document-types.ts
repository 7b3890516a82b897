import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentTypeItem } from '@shared/documents/contracts';
import { api } from '../../../lib/api/api-client';
import { documentKeys } from './document-keys';

export const getDocumentTypes = (signal?: AbortSignal) =>
  api.get<DocumentTypeItem[]>('/documents/types', { signal });

export const documentTypesQuery = () =>
  queryOptions({
    queryKey: documentKeys.types,
    queryFn: ({ signal }) => getDocumentTypes(signal),
    staleTime: Infinity,
  });

export const useDocumentTypes = () => useQuery(documentTypesQuery());
