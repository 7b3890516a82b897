import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyFeature } from '@shared/property-features/contracts';
import { api } from '../../../app/api/api-client';

/** The same cache entry as the features screen's list. */
export const featuresQuery = () =>
  queryOptions({
    queryKey: ['property-features', 'list'],
    queryFn: ({ signal }) => api.get<PropertyFeature[]>('/property-features', { signal }),
  });

export const useFeatures = () => useQuery(featuresQuery());
