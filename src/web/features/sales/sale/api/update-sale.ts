import type { UpdateSaleInput } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** PUT /api/sales/{id}: the contract's fields. */
export const updateSale = (saleId: number, body: UpdateSaleInput) =>
  call(saleEndpoints.update, { params: { id: saleId }, body });

export const useUpdateSale = (saleId: number) =>
  useSaleMutation((body: UpdateSaleInput) => updateSale(saleId, body));
