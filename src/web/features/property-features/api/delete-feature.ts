import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyFeatureEndpoints } from '@shared/property-features/endpoints';
import { call } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';
import { featuresKey } from './get-features';

export const deleteFeature = (id: number) => call(propertyFeatureEndpoints.remove, { params: { id } });

export function useDeleteFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeature,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featuresKey }),
        queryClient.invalidateQueries({ queryKey: featureGroupsKey }),
      ]),
  });
}
