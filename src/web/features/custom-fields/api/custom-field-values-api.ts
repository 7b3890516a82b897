import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localized, type Locale } from '@shared/i18n/locales';
import type { CustomFieldGroup, CustomFieldRow, CustomFieldValues } from '@shared/templates/contracts';
import { api } from '../../../app/api/api-client';

/** Under the custom fields page's key, so a field it adds or changes shows here too. */
const customFieldsKey = ['custom-fields'] as const;
const valuesKey = (group: CustomFieldGroup, recordId: number) =>
  [...customFieldsKey, 'values', group, recordId] as const;

export const useCustomFields = (group: CustomFieldGroup) =>
  useQuery({
    queryKey: [...customFieldsKey, 'group', group],
    queryFn: ({ signal }) => api.get<CustomFieldRow[]>('/custom-fields', { query: { group }, signal }),
    select: (rows) => rows.toSorted((a, b) => a.sort_order - b.sort_order || a.id - b.id),
  });

export const useCustomFieldValues = (group: CustomFieldGroup, recordId: number, enabled: boolean) =>
  useQuery({
    queryKey: valuesKey(group, recordId),
    queryFn: ({ signal }) =>
      api.get<{ values: CustomFieldValues }>(`/custom-fields/values/${group}/${recordId}`, { signal }),
    select: (answer) => answer.values,
    enabled,
  });

export function useSaveCustomFieldValues(group: CustomFieldGroup, recordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomFieldValues) =>
      api.put<{ values: CustomFieldValues }>(`/custom-fields/values/${group}/${recordId}`, { values }),
    onSuccess: (answer) => queryClient.setQueryData(valuesKey(group, recordId), answer),
  });
}

/** A field's label in the user's language, the Georgian one when that is not filled in. */
export const fieldLabel = (field: CustomFieldRow, locale: Locale) =>
  localized(locale, field.label_ka, field.label_en, field.label_ru);
