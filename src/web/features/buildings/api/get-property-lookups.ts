import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { propertyEnumEndpoints } from '@shared/properties/enum-endpoints';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from './property-keys';

export type LookupItem = { key: string; title: string };

const { lists } = propertyEnumEndpoints;
const LOOKUPS = {
  'property-types': lists.property_types,
  'property-states': lists.property_states,
  'property-statuses': lists.property_statuses,
  'property-views': lists.property_views,
};
export type LookupName = keyof typeof LOOKUPS;

export const getLookup = (name: LookupName, signal?: AbortSignal) => call(LOOKUPS[name], { signal });

/** The server titles the items in the request's language, so the language is part of the key. */
export const lookupQuery = (name: LookupName, language: string) =>
  queryOptions({
    queryKey: propertyKeys.lookup(name, language),
    queryFn: ({ signal }) => getLookup(name, signal),
    staleTime: 10 * 60_000,
  });

/** The items and a key -> title function that falls back to the key while loading. */
export function useLookup(name: LookupName) {
  const { i18n } = useTranslation();
  const items = useQuery(lookupQuery(name, i18n.language)).data ?? [];
  const titles = new Map(items.map((item) => [item.key, item.title]));
  return { items, title: (key: string | null | undefined) => (key ? (titles.get(key) ?? key) : '') };
}
