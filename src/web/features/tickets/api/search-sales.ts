import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../lib/api/api-client';
import { ticketKeys } from './ticket-keys';

/** How many sales the picker offers at once. */
const LIMIT = 20;

/**
 * Live sales the user may see, newest first, whose contract number contains `contractNo` (GET /api/sales?contract_no=):
 * the same list and scope (`view_sales` or `view_only_own_sales`) the server checks a ticket's `sale_id` against.
 */
export const searchSales = (contractNo: string, signal?: AbortSignal) =>
  call(saleEndpoints.list, {
    query: { contract_no: contractNo, page: 1, perpage: LIMIT },
    signal,
  });

/** A sale picker's matches; the last ones stay shown while the next are fetched. */
export const useSaleSearch = (contractNo: string, enabled = true) =>
  useQuery({
    queryKey: ticketKeys.saleSearch(contractNo),
    queryFn: ({ signal }) => searchSales(contractNo, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
