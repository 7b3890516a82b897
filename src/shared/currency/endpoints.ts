import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { isoDate } from '../validation/rules';
import { convertAnswer, convertBody, rateAnswer, rateParams } from './contracts';

export const currencyEndpoints = {
  /** Today's dollar rate. */
  usdToday: endpoint({ method: 'GET', path: '/currency/usd', answer: rateAnswer }),
  usdOn: endpoint({
    method: 'GET',
    path: '/currency/usd/:date',
    params: z.object({ date: isoDate }),
    answer: rateAnswer,
  }),
  /** A currency's rate on a day (lari for one unit). */
  rate: endpoint({ method: 'GET', path: '/currency/:ccy/:date', params: rateParams, answer: rateAnswer }),
  convert: endpoint({ method: 'POST', path: '/currency/convert', body: convertBody, answer: convertAnswer }),
};
