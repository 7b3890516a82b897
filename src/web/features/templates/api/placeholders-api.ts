import { useQuery } from '@tanstack/react-query';
import type { CustomFieldGroup, CustomFieldType } from '@shared/templates/contracts';
import { api } from '../../../app/api/api-client';

export type CustomPlaceholder = {
  key: string;
  group: CustomFieldGroup;
  type: CustomFieldType;
  label_ka: string;
  label_en: string;
  label_ru: string;
};

/** The custom fields as placeholders; under the custom fields key, so adding a field refreshes them. */
export const useCustomPlaceholders = () =>
  useQuery({
    queryKey: ['custom-fields', 'placeholders'],
    queryFn: ({ signal }) => api.get<CustomPlaceholder[]>('/custom-fields/placeholders', { signal }),
    staleTime: 60_000,
  });
