import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SaleDetail } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { fetchAllPages } from './fetch-all-pages';
import { saleKeys } from '../../api/sale-keys';
import { type SalePageQuery, type SaleQuery } from './get-sales';

export const getTrashedSales = (query: SalePageQuery, signal?: AbortSignal) =>
  call(saleEndpoints.trashedList, { query, signal });

export const useTrashedSales = (query: SalePageQuery) =>
  useQuery({
    queryKey: saleKeys.trashed(query),
    queryFn: ({ signal }) => getTrashedSales(query, signal),
    placeholderData: keepPreviousData,
  });

export const getAllTrashedSales = (query: SaleQuery) =>
  fetchAllPages((page, perpage) => getTrashedSales({ ...query, page, perpage }));

/** GET /api/sales/{id}/trashed. */
export type TrashedSaleDetail = SaleDetail;

export const useTrashedSale = (id: number) =>
  useQuery({
    queryKey: saleKeys.trashedDetail(id),
    queryFn: ({ signal }) => call(saleEndpoints.getTrashed, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
