import type { SaveScheduleBody } from '@shared/sales/contracts';
import { scheduleEndpoints } from '@shared/sales/schedule-endpoints';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** POST /api/sales/addPaymentSchedule: a new version of the sale's schedule, with the reason for it. */
export const savePaymentSchedule = (body: SaveScheduleBody) => call(scheduleEndpoints.save, { body });

export const useSavePaymentSchedule = () => useSaleMutation(savePaymentSchedule);
