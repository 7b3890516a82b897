import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '@shared/documents/endpoints';
import { call } from '../../../lib/api/api-client';
import { documentKeys } from './document-keys';

export const getDocumentTypes = (signal?: AbortSignal) => call(documentEndpoints.types, { signal });

export const documentTypesQuery = () =>
  queryOptions({
    queryKey: documentKeys.types,
    queryFn: ({ signal }) => getDocumentTypes(signal),
    staleTime: Infinity,
  });

export const useDocumentTypes = () => useQuery(documentTypesQuery());
