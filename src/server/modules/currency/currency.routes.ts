import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { convertAnswer, convertBody, rateAnswer, rateParams } from '@shared/currency/contracts';
import { isoDate } from '@shared/validation/rules';
import { signedIn } from '../../platform/access';
import { todayOf } from '../../platform/clock';
import * as service from './currency.service';

/** /api/currency: official lari rates of the National Bank of Georgia; every signed-in user may read them. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['currency'];

  app.get('/currency/usd', { config: signedIn(), schema: { tags, response: { 200: rateAnswer } } }, () =>
    service.rateAnswer(deps, 'USD', todayOf(deps)),
  );

  app.get(
    '/currency/usd/:date',
    {
      config: signedIn(),
      schema: { tags, params: z.object({ date: isoDate }), response: { 200: rateAnswer } },
    },
    (request) => service.rateAnswer(deps, 'USD', request.params.date),
  );

  app.get(
    '/currency/:ccy/:date',
    { config: signedIn(), schema: { tags, params: rateParams, response: { 200: rateAnswer } } },
    (request) => service.rateAnswer(deps, request.params.ccy, request.params.date),
  );

  app.post(
    '/currency/convert',
    { config: signedIn(false), schema: { tags, body: convertBody, response: { 200: convertAnswer } } },
    (request) => service.convert(deps, request.body),
  );
};
