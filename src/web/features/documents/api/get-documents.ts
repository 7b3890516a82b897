import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRow } from '@shared/documents/contracts';
import type { Paginated } from '@shared/pagination';
import { api } from '../../../lib/api/api-client';
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

export const getDocuments = (params: DocumentListParams, signal?: AbortSignal) =>
  api.get<Paginated<DocumentRow>>('/documents', { query: params, signal });

export const documentsQuery = (params: DocumentListParams) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDocuments = (params: DocumentListParams) => useQuery(documentsQuery(params));
