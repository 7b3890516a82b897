import type { changeSaleStatusBody } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import type { z } from 'zod';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

type ChangeSaleStatusInput = z.output<typeof changeSaleStatusBody>;

/** POST /api/sales/{id}/status: active, defective or canceled by hand, with a reason. */
export const changeSaleStatus = (saleId: number, body: ChangeSaleStatusInput) =>
  call(saleEndpoints.changeStatus, { params: { id: saleId }, body });

/** A status change can free or take units, so units and bookings are loaded again too. */
export const useChangeSaleStatus = (saleId: number) =>
  useSaleMutation((body: ChangeSaleStatusInput) => changeSaleStatus(saleId, body), { units: true });
