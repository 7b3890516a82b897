import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePropertyFeatureBody } from '@shared/property-features/contracts';
import { propertyFeatureEndpoints } from '@shared/property-features/endpoints';
import { call } from '../../../lib/api/api-client';
import { featureGroupsKey } from './get-feature-groups';
import { featuresKey } from './get-features';

/** POST creates, PUT /{id} updates. */
export const saveFeature = ({ id, body }: { id: number | null; body: SavePropertyFeatureBody }) =>
  id === null
    ? call(propertyFeatureEndpoints.create, { body })
    : call(propertyFeatureEndpoints.update, { params: { id }, body });

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
