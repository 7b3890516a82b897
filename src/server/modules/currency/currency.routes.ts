import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyEndpoints as endpoints } from '@shared/currency/endpoints';
import { signedIn } from '../../platform/access';
import { todayOf } from '../../platform/clock';
import { serve } from '../../platform/serve';
import * as service from './currency.service';

/** /api/currency: official lari rates of the National Bank of Georgia; every signed-in user may read them. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['currency'];

  serve(app, endpoints.usdToday, { config: signedIn(), tags }, () =>
    service.rateAnswer(deps, 'USD', todayOf(deps)),
  );

  serve(app, endpoints.usdOn, { config: signedIn(), tags }, (request) =>
    service.rateAnswer(deps, 'USD', request.params.date),
  );

  serve(app, endpoints.rate, { config: signedIn(), tags }, (request) =>
    service.rateAnswer(deps, request.params.ccy, request.params.date),
  );

  serve(app, endpoints.convert, { config: signedIn(false), tags }, (request) =>
    service.convert(deps, request.body),
  );
};
