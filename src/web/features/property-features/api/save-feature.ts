import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyFeature, SavePropertyFeatureBody } from '@shared/property-features/contracts';
import { api } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';
import { featuresKey } from './get-features';

/** POST creates, PUT /{id} updates. */
export const saveFeature = ({ id, body }: { id: number | null; body: SavePropertyFeatureBody }) =>
  id === null
    ? api.post<PropertyFeature>('/property-features', body)
    : api.put<PropertyFeature>(`/property-features/${id}`, body);

export function useSaveFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeature,
    // Groups show how many features they hold.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featuresKey }),
        queryClient.invalidateQueries({ queryKey: featureGroupsKey }),
      ]),
  });
}
