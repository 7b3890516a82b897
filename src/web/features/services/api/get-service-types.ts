import { useQuery } from '@tanstack/react-query';
import { serviceEndpoints } from '@shared/services/endpoints';
import { call } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** The service types, active and inactive ones. */
export const useServiceTypes = () =>
  useQuery({
    queryKey: serviceKeys.types(),
    queryFn: ({ signal }) => call(serviceEndpoints.listTypes, { signal }),
  });
