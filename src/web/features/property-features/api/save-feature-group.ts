import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyFeatureGroup, SavePropertyFeatureGroupBody } from '@shared/property-features/contracts';
import { api } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';

/** POST creates, PUT /{id} updates. */
export const saveFeatureGroup = ({ id, body }: { id: number | null; body: SavePropertyFeatureGroupBody }) =>
  id === null
    ? api.post<PropertyFeatureGroup>('/property-feature-groups', body)
    : api.put<PropertyFeatureGroup>(`/property-feature-groups/${id}`, body);

export function useSaveFeatureGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeatureGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureGroupsKey }),
  });
}
