import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceTypeBody } from '@shared/services/contracts';
import { serviceEndpoints } from '@shared/services/endpoints';
import { call } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** Creates (no id) or updates (with id) a service type. */
export function useSaveServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceTypeBody) => call(serviceEndpoints.saveType, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.types() }),
  });
}
