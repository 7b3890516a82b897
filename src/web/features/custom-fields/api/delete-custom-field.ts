import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const deleteCustomField = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/custom-fields/${id}`);

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
  });
}
