import { useQuery } from '@tanstack/react-query';
import type { CustomFieldPlaceholder } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const getCustomPlaceholders = (signal?: AbortSignal) =>
  api.get<CustomFieldPlaceholder[]>('/custom-fields/placeholders', { signal });

/** The custom fields as template placeholders; under the custom fields key, so adding a field refreshes them. */
export const useCustomPlaceholders = () =>
  useQuery({
    queryKey: customFieldKeys.placeholders(),
    queryFn: ({ signal }) => getCustomPlaceholders(signal),
    staleTime: 60_000,
  });
