import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyFeatureGroup } from '@shared/property-features/contracts';
import { api } from '../../../lib/api/api-client';

export const featureGroupsKey = ['property-feature-groups', 'list'] as const;

export const getFeatureGroups = (signal?: AbortSignal) =>
  api.get<PropertyFeatureGroup[]>('/property-feature-groups', { signal });

export const featureGroupsQuery = () =>
  queryOptions({ queryKey: featureGroupsKey, queryFn: ({ signal }) => getFeatureGroups(signal) });

export const useFeatureGroups = () => useQuery(featureGroupsQuery());
