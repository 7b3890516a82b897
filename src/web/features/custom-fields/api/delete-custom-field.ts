import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customFieldEndpoints } from '@shared/templates/custom-field-endpoints';
import { call } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const deleteCustomField = (id: number) => call(customFieldEndpoints.remove, { params: { id } });

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
  });
}
