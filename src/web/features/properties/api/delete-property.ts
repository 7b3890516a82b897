import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const deleteProperty = (id: number) => call(propertyEndpoints.remove, { params: { id } });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProperty, onSuccess: () => invalidateProperties(queryClient) });
}
