import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceEndpoints } from '@shared/services/endpoints';
import { call } from '../../../lib/api/api-client';
import { filled, serviceKeys } from './service-keys';

export type ServicePaymentFilters = { mode: string; date_from: string; date_to: string };
export type ServicePaymentParams = ServicePaymentFilters & { page: number; perpage: number | 'all' };

export const getServicePayments = (params: ServicePaymentParams, signal?: AbortSignal) =>
  call(serviceEndpoints.listPayments, { query: filled(params), signal });

/** Renovation and container payments with totals per currency. */
export const useServicePayments = (params: ServicePaymentParams) =>
  useQuery({
    queryKey: serviceKeys.payments(params),
    queryFn: ({ signal }) => getServicePayments(params, signal),
    placeholderData: keepPreviousData,
  });
