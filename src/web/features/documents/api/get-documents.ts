import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_TYPES, OWNER_TYPES } from '@shared/documents/contracts';
import { documentEndpoints } from '@shared/documents/endpoints';
import { call } from '../../../lib/api/api-client';
import { documentKeys } from './document-keys';

export type DocumentListParams = {
  page: number;
  perpage: number | 'all';
  search: string;
  owner_type: string;
  document_type: string;
  date_from: string;
  date_to: string;
};

/** The filters are the URL's text: only an owner type or a document type the server knows is sent. */
export const getDocuments = (params: DocumentListParams, signal?: AbortSignal) =>
  call(documentEndpoints.list, {
    query: {
      ...params,
      owner_type: OWNER_TYPES.find((type) => type === params.owner_type),
      document_type: DOCUMENT_TYPES.find((type) => type === params.document_type),
    },
    signal,
  });

export const documentsQuery = (params: DocumentListParams) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDocuments = (params: DocumentListParams) => useQuery(documentsQuery(params));
