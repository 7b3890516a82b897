import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildingEndpoints } from '@shared/buildings/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys } from './building-keys';

/** Refused (422, with the reason) while the complex has units or sales. */
export const deleteBuilding = (id: number) => call(buildingEndpoints.remove, { params: { id } });

export function useDeleteBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuilding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  });
}
