import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldBodyInput, CustomFieldRow } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

/** Creates (no id) or updates (with id) a field. */
export const saveCustomField = ({ id, body }: { id: number | null; body: CustomFieldBodyInput }) =>
  id === null
    ? api.post<CustomFieldRow>('/custom-fields', body)
    : api.put<CustomFieldRow>(`/custom-fields/${id}`, body);

export function useSaveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
  });
}
