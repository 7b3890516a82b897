import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildingEndpoints } from '@shared/buildings/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys } from './building-keys';
import { toBuildingFormData, type BuildingInput } from './to-building-form-data';

/** Multipart cannot be PUT through every proxy, so an update is a POST that says _method=PUT. */
export function saveBuilding({ id, ...input }: BuildingInput & { id: number | null }) {
  const form = toBuildingFormData(input);
  if (id === null) return call(buildingEndpoints.create, { body: form });
  form.append('_method', 'PUT');
  return call(buildingEndpoints.updateByPost, { params: { id }, body: form });
}

export function useSaveBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuilding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  });
}
