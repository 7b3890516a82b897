import { queryOptions, useQuery } from '@tanstack/react-query';
import { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { call } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const getDocTemplate = (id: number, signal?: AbortSignal) =>
  call(docTemplateEndpoints.get, { params: { id }, signal });

export const docTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: templateKeys.docTemplate(id),
    queryFn: ({ signal }) => getDocTemplate(id, signal),
  });

export const useDocTemplate = (id: number | null) =>
  useQuery({ ...docTemplateQuery(id ?? 0), enabled: id !== null });
