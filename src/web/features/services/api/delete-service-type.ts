import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** DELETE /api/service-types/{id}: a type in use is switched off instead (the answer's message says so). */
export function useDeleteServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean; message?: string }>(`/service-types/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.types() }),
  });
}
