import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocTemplateRow } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const getDocTemplate = (id: number, signal?: AbortSignal) =>
  api.get<DocTemplateRow>(`/doc-templates/${id}`, { signal });

export const docTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: templateKeys.docTemplate(id),
    queryFn: ({ signal }) => getDocTemplate(id, signal),
  });

export const useDocTemplate = (id: number | null) =>
  useQuery({ ...docTemplateQuery(id ?? 0), enabled: id !== null });
