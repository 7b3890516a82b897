import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';

export const deleteFeatureGroup = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/property-feature-groups/${id}`);

export function useDeleteFeatureGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureGroupsKey }),
  });
}
