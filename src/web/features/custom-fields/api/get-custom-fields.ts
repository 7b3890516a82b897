import { useQuery } from '@tanstack/react-query';
import type { CustomFieldGroup, CustomFieldRow } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const getCustomFields = (group: string, signal?: AbortSignal) =>
  api.get<CustomFieldRow[]>('/custom-fields', { query: { group }, signal });

/** The settings page's table, in the server's order. */
export const useCustomFieldList = (group: string) =>
  useQuery({
    queryKey: customFieldKeys.list(group),
    queryFn: ({ signal }) => getCustomFields(group, signal),
  });

/** A record card's fields, in the order the settings give them. */
export const useCustomFields = (group: CustomFieldGroup) =>
  useQuery({
    queryKey: customFieldKeys.group(group),
    queryFn: ({ signal }) => getCustomFields(group, signal),
    select: (rows) => rows.toSorted((a, b) => a.sort_order - b.sort_order || a.id - b.id),
  });
