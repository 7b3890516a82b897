import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyFeatureEndpoints } from '@shared/property-features/endpoints';
import { call } from '../../../lib/api/api-client';

export const featureGroupsKey = ['property-feature-groups', 'list'] as const;

export const getFeatureGroups = (signal?: AbortSignal) =>
  call(propertyFeatureEndpoints.listGroups, { signal });

export const featureGroupsQuery = () =>
  queryOptions({ queryKey: featureGroupsKey, queryFn: ({ signal }) => getFeatureGroups(signal) });

export const useFeatureGroups = () => useQuery(featureGroupsQuery());
