import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyFeatureEndpoints } from '@shared/property-features/endpoints';
import { call } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';

export const deleteFeatureGroup = (id: number) =>
  call(propertyFeatureEndpoints.removeGroup, { params: { id } });

export function useDeleteFeatureGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureGroupsKey }),
  });
}
