import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';
import { featuresKey } from './get-features';

export const deleteFeature = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/property-features/${id}`);

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
