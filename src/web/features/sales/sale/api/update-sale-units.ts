import type { updatePropertiesBody } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import type { z } from 'zod';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

type UpdateSaleUnitsInput = z.output<typeof updatePropertiesBody>;

/** PATCH /api/sales/{id}/update-properties: other units, their prices and the schedule that follows. */
export const updateSaleUnits = (saleId: number, body: UpdateSaleUnitsInput) =>
  call(saleEndpoints.updateProperties, { params: { sale_id: saleId }, body });

export const useUpdateSaleUnits = (saleId: number) =>
  useSaleMutation((body: UpdateSaleUnitsInput) => updateSaleUnits(saleId, body), { units: true });
