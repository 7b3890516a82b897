import { useQuery } from '@tanstack/react-query';
import type { CustomFieldGroup, CustomFieldValues } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const getCustomFieldValues = (group: CustomFieldGroup, recordId: number, signal?: AbortSignal) =>
  api.get<{ values: CustomFieldValues }>(`/custom-fields/values/${group}/${recordId}`, { signal });

export const useCustomFieldValues = (group: CustomFieldGroup, recordId: number, enabled: boolean) =>
  useQuery({
    queryKey: customFieldKeys.values(group, recordId),
    queryFn: ({ signal }) => getCustomFieldValues(group, recordId, signal),
    select: (answer) => answer.values,
    enabled,
  });
