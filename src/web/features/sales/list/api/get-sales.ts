import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleRow } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import type { QueryValue } from '../../../../lib/api/query-string';
import type { PerPage } from '../../../../components/data-table/list-params';
import { saleKeys } from '../../api/sale-keys';
import { fetchAllPages } from './fetch-all-pages';

/**
 * A row of the sales screens: GET /api/sales and /api/sales/trashed answer `saleRow`, /api/overdue-sales
 * `overdueSaleRow` (a saleRow with what is late).
 */
export type SaleListRow = SaleRow;

export type SaleQuery = Record<string, QueryValue>;
export type SalePageQuery = SaleQuery & { page: number; perpage: PerPage };

export const getSales = (query: SalePageQuery, signal?: AbortSignal) =>
  call(saleEndpoints.list, { query, signal });

export const useSales = (query: SalePageQuery) =>
  useQuery(
    queryOptions({
      queryKey: saleKeys.list(query),
      queryFn: ({ signal }) => getSales(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** Every sale matching the filters, in the list's order. */
export const getAllSales = (query: SaleQuery) =>
  fetchAllPages((page, perpage) => getSales({ ...query, page, perpage }));

/**
 * GET /api/sales/totals for the same filters. The query function hands TanStack Query's signal to fetch, so
 * when the filters change the request for the old ones is aborted rather than left to finish.
 */
export const useSaleTotals = (query: SaleQuery) =>
  useQuery({
    queryKey: saleKeys.totals(query),
    queryFn: ({ signal }) => call(saleEndpoints.totals, { query, signal }),
    placeholderData: keepPreviousData,
  });
