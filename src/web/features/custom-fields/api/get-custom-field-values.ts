import { useQuery } from '@tanstack/react-query';
import type { CustomFieldGroup } from '@shared/templates/contracts';
import { customFieldEndpoints } from '@shared/templates/custom-field-endpoints';
import { call } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const getCustomFieldValues = (group: CustomFieldGroup, recordId: number, signal?: AbortSignal) =>
  call(customFieldEndpoints.values, { params: { group, recordId }, signal });

export const useCustomFieldValues = (group: CustomFieldGroup, recordId: number, enabled: boolean) =>
  useQuery({
    queryKey: customFieldKeys.values(group, recordId),
    queryFn: ({ signal }) => getCustomFieldValues(group, recordId, signal),
    select: (answer) => answer.values,
    enabled,
  });
