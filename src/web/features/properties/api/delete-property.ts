import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const deleteProperty = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/properties/${id}`);

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProperty, onSuccess: () => invalidateProperties(queryClient) });
}
