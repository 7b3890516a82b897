import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePropertyFeatureGroupBody } from '@shared/property-features/contracts';
import { propertyFeatureEndpoints } from '@shared/property-features/endpoints';
import { call } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';

/** POST creates, PUT /{id} updates. */
export const saveFeatureGroup = ({ id, body }: { id: number | null; body: SavePropertyFeatureGroupBody }) =>
  id === null
    ? call(propertyFeatureEndpoints.createGroup, { body })
    : call(propertyFeatureEndpoints.updateGroup, { params: { id }, body });

export function useSaveFeatureGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeatureGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureGroupsKey }),
  });
}
