import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams } from '../errors';
import { savedSchedule } from '../payments/contracts';
import { saveScheduleBody, schedulePreview, schedulePreviewBody, scheduleVersion } from './contracts';

/** A sale's payment schedule: the preview of one, saving it, and its saved versions. */
export const scheduleEndpoints = {
  preview: endpoint({
    method: 'POST',
    path: '/getPaymentScheduler',
    body: schedulePreviewBody,
    answer: schedulePreview,
  }),
  save: endpoint({
    method: 'POST',
    path: '/sales/addPaymentSchedule',
    body: saveScheduleBody,
    answer: savedSchedule,
  }),
  versions: endpoint({
    method: 'GET',
    path: '/sales/:id/schedule-versions',
    params: idParams,
    answer: z.array(scheduleVersion),
  }),
};
