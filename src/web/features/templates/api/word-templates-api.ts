import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateSaveResult, WordTemplateRow } from '@shared/templates/contracts';
import i18n from '../../../i18n';
import { api } from '../../../app/api/api-client';
import { ApiError } from '../../../app/api/api-error';
import { sessionToken } from '../../../app/auth/session-token';
import { downloadBlob } from '../../../lib/excel-export';

export type WordTemplateFilters = { contract_type: string; language: string };

const wordTemplatesKey = ['word-templates'] as const;

export const useWordTemplates = (filters: WordTemplateFilters) =>
  useQuery({
    queryKey: [...wordTemplatesKey, 'list', filters],
    queryFn: ({ signal }) => api.get<WordTemplateRow[]>('/word-templates', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Creates (no id) or replaces (with id) a template. A refusal answers 422 with the unknown placeholders;
 * a `success: false` that arrives with 200 is turned into the same error, so the dialog reads one shape.
 */
async function saveWordTemplate({ id, form }: { id: number | null; form: FormData }) {
  const answer =
    id === null
      ? await api.post<TemplateSaveResult>('/word-templates', form)
      : await api.put<TemplateSaveResult>(`/word-templates/${id}`, form);
  if (answer.success === false)
    throw new ApiError(422, { ...answer, message: answer.message ?? i18n.t('common:toast.error') });
  return answer;
}

export function useSaveWordTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWordTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordTemplatesKey }),
  });
}

export function useDeleteWordTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean; message?: string }>(`/word-templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordTemplatesKey }),
  });
}

/** The stored .docx; fetched by hand (the api client reads JSON) with the same token and language. */
export async function downloadWordTemplate(row: Pick<WordTemplateRow, 'id' | 'file_name'>): Promise<void> {
  const headers = new Headers({ 'Content-Language': i18n.language });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/word-templates/${row.id}/file`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) sessionToken.clear();
    const message = typeof body?.message === 'string' ? body.message : i18n.t('messages:errors.server');
    throw new ApiError(response.status, { message });
  }
  downloadBlob(await response.blob(), row.file_name);
}
