import { useQuery } from '@tanstack/react-query';
import type { DocTemplateRow } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const getDocTemplates = (type: string, signal?: AbortSignal) =>
  api.get<DocTemplateRow[]>('/doc-templates', { query: { type }, signal });

export const useDocTemplates = (type: string) =>
  useQuery({
    queryKey: templateKeys.docTemplateList(type),
    queryFn: ({ signal }) => getDocTemplates(type, signal),
  });
