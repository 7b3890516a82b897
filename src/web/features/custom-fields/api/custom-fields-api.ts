import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldBodyInput, CustomFieldRow } from '@shared/templates/contracts';
import { api } from '../../../app/api/api-client';

/** The record cards and the editor's picker read under the same key, so a change here reaches them. */
const customFieldsKey = ['custom-fields'] as const;

export const useCustomFieldList = (group: string) =>
  useQuery({
    queryKey: [...customFieldsKey, 'list', group],
    queryFn: ({ signal }) => api.get<CustomFieldRow[]>('/custom-fields', { query: { group }, signal }),
  });

/** Creates (no id) or updates (with id) a field. */
const saveCustomField = ({ id, body }: { id: number | null; body: CustomFieldBodyInput }) =>
  id === null
    ? api.post<CustomFieldRow>('/custom-fields', body)
    : api.put<CustomFieldRow>(`/custom-fields/${id}`, body);

export function useSaveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldsKey }),
  });
}

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean; message?: string }>(`/custom-fields/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldsKey }),
  });
}
