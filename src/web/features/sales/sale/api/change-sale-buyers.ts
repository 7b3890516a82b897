import type { changeCustomersBody } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import type { z } from 'zod';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

type ChangeSaleBuyersInput = z.output<typeof changeCustomersBody>;

/** POST /api/sales/{id}/change-customers: the buyers from a date, with the reason. */
export const changeSaleBuyers = (saleId: number, body: ChangeSaleBuyersInput) =>
  call(saleEndpoints.changeCustomers, { params: { id: saleId }, body });

export const useChangeSaleBuyers = (saleId: number) =>
  useSaleMutation((body: ChangeSaleBuyersInput) => changeSaleBuyers(saleId, body), { units: true });
