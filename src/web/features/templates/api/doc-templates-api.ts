import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocTemplateBodyInput,
  DocTemplateRow,
  EditorImageResult,
  TemplateSaveResult,
} from '@shared/templates/contracts';
import i18n from '../../../i18n';
import { api } from '../../../app/api/api-client';
import { ApiError } from '../../../app/api/api-error';

/** The sale page's document lists live under the same key, so a change here reaches them too. */
const docTemplatesKey = ['doc-templates'] as const;

export const useDocTemplates = (type: string) =>
  useQuery({
    queryKey: [...docTemplatesKey, 'list', type],
    queryFn: ({ signal }) => api.get<DocTemplateRow[]>('/doc-templates', { query: { type }, signal }),
  });

export const docTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: [...docTemplatesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<DocTemplateRow>(`/doc-templates/${id}`, { signal }),
  });

export const useDocTemplate = (id: number | null) =>
  useQuery({ ...docTemplateQuery(id ?? 0), enabled: id !== null });

async function saveDocTemplate(body: DocTemplateBodyInput) {
  const answer = await api.post<TemplateSaveResult>('/doc-templates', body);
  if (answer.success === false)
    throw new ApiError(422, { ...answer, message: answer.message ?? i18n.t('common:toast.error') });
  return answer;
}

export function useSaveDocTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docTemplatesKey }),
  });
}

export function useDeleteDocTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean; message?: string }>(`/doc-templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docTemplatesKey }),
  });
}

/** The editor's image upload: the picture's address, or the server's reason as an error. */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post<EditorImageResult>('/doc-templates/images', form);
  if ('error' in answer) throw new Error(answer.error.message);
  return answer.url;
}
