import type { UpdateSaleInput } from '@shared/sales/contracts';
import { api } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** PUT /api/sales/{id}: the contract's fields. */
export const updateSale = (saleId: number, body: UpdateSaleInput) => api.put(`/sales/${saleId}`, body);

export const useUpdateSale = (saleId: number) =>
  useSaleMutation((body: UpdateSaleInput) => updateSale(saleId, body));
