import { saleEndpoints } from '@shared/sales/sale-endpoints';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

type DeleteSaleBody = { comment: string };

/** POST /api/sales/{id}/delete-with-comment: the sale goes to the trash, its units are freed. */
export const deleteSale = (saleId: number, body: DeleteSaleBody) =>
  call(saleEndpoints.trash, { params: { id: saleId }, body });

export const useDeleteSale = (saleId: number) =>
  useSaleMutation((body: DeleteSaleBody) => deleteSale(saleId, body), { units: true });
