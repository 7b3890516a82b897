import { useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/service-types: active and inactive ones. */
export const useServiceTypes = () =>
  useQuery({
    queryKey: serviceKeys.types(),
    queryFn: ({ signal }) => api.get<ServiceType[]>('/service-types', { signal }),
  });
