import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { advancePaymentEndpoints } from '@shared/advance-payments/endpoints';
import { call } from '../../../lib/api/api-client';
import { advancePaymentKeys } from './advance-payment-keys';
import type { PerPage } from '../../../components/data-table/list-params';

export type AdvanceFilters = { customer_id: string; currency: string; date_from: string; date_to: string };
export type AdvanceListParams = AdvanceFilters & { page: number; perpage: PerPage };

export const getAdvancePayments = (params: AdvanceListParams, signal?: AbortSignal) =>
  call(advancePaymentEndpoints.list, { query: params, signal });

export const advancePaymentsQuery = (params: AdvanceListParams) =>
  queryOptions({
    queryKey: advancePaymentKeys.list(params),
    queryFn: ({ signal }) => getAdvancePayments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdvancePayments = (params: AdvanceListParams) => useQuery(advancePaymentsQuery(params));
