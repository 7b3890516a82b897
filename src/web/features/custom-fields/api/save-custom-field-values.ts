import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldGroup, CustomFieldValues } from '@shared/templates/contracts';
import { customFieldEndpoints } from '@shared/templates/custom-field-endpoints';
import { call } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const saveCustomFieldValues = (group: CustomFieldGroup, recordId: number, values: CustomFieldValues) =>
  call(customFieldEndpoints.saveValues, { params: { group, recordId }, body: { values } });

export function useSaveCustomFieldValues(group: CustomFieldGroup, recordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomFieldValues) => saveCustomFieldValues(group, recordId, values),
    onSuccess: (answer) => queryClient.setQueryData(customFieldKeys.values(group, recordId), answer),
  });
}
