import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceType, ServiceTypeBody } from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** POST /api/service-types (with an id: update). */
export function useSaveServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceTypeBody) => api.post<ServiceType>('/service-types', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.types() }),
  });
}
