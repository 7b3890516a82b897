import { useQuery } from '@tanstack/react-query';
import type { CustomFieldPlaceholder } from '@shared/templates/contracts';
import { api } from '../../../app/api/api-client';

/** The custom fields as placeholders; under the custom fields key, so adding a field refreshes them. */
export const useCustomPlaceholders = () =>
  useQuery({
    queryKey: ['custom-fields', 'placeholders'],
    queryFn: ({ signal }) => api.get<CustomFieldPlaceholder[]>('/custom-fields/placeholders', { signal }),
    staleTime: 60_000,
  });
