import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceEndpoints } from '@shared/services/endpoints';
import { call } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** Deletes a service type; one in use is switched off instead (the answer's message says so). */
export function useDeleteServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(serviceEndpoints.removeType, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.types() }),
  });
}
