import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldBodyInput } from '@shared/templates/contracts';
import { customFieldEndpoints } from '@shared/templates/custom-field-endpoints';
import { call } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

/** Creates (no id) or updates (with id) a field. */
export const saveCustomField = ({ id, body }: { id: number | null; body: CustomFieldBodyInput }) =>
  id === null
    ? call(customFieldEndpoints.create, { body })
    : call(customFieldEndpoints.update, { params: { id }, body });

export function useSaveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
  });
}
