import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyFeatureEndpoints } from '@shared/property-features/endpoints';
import { call } from '../../../lib/api/api-client';

export const featuresKey = ['property-features', 'list'] as const;

export const getFeatures = (signal?: AbortSignal) => call(propertyFeatureEndpoints.list, { signal });

export const featuresQuery = () =>
  queryOptions({ queryKey: featuresKey, queryFn: ({ signal }) => getFeatures(signal) });

export const useFeatures = () => useQuery(featuresQuery());
