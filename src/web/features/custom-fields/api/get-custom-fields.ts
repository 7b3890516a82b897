import { useQuery } from '@tanstack/react-query';
import { CUSTOM_FIELD_GROUPS, type CustomFieldGroup } from '@shared/templates/contracts';
import { customFieldEndpoints } from '@shared/templates/custom-field-endpoints';
import { call } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

/** `group` may be the settings page's filter text: only a group the server knows is sent ('' is all). */
export const getCustomFields = (group: string, signal?: AbortSignal) =>
  call(customFieldEndpoints.list, { query: { group: CUSTOM_FIELD_GROUPS.find((g) => g === group) }, signal });

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
