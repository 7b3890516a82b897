import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyFeature } from '@shared/property-features/contracts';
import { api } from '../../../lib/api/api-client';

export const featuresKey = ['property-features', 'list'] as const;

export const getFeatures = (signal?: AbortSignal) =>
  api.get<PropertyFeature[]>('/property-features', { signal });

export const featuresQuery = () =>
  queryOptions({ queryKey: featuresKey, queryFn: ({ signal }) => getFeatures(signal) });

export const useFeatures = () => useQuery(featuresQuery());
