import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advancePayment,
  advancePaymentList,
  advancePaymentListQuery,
  saveAdvancePaymentBody,
} from '@shared/advance-payments/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import type { Currency } from '@shared/money/money';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginate } from '../../platform/pagination';
import * as repo from './advance-payments.repository';
import * as service from './advance-payments.service';

export const advancePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['advance-payments'];
  const writing = needs('edit_advanced_payments');

  app.get(
    '/advance-payments',
    {
      config: needs('view_advanced_payments'),
      schema: { tags, querystring: advancePaymentListQuery, response: { 200: advancePaymentList } },
    },
    async (request) => {
      const { page, perpage, ...filters } = request.query;
      const user = currentUser(request);
      const list = await paginate(
        request,
        { page, perpage },
        () => repo.countAdvances(deps.db, user, filters),
        async (window) =>
          (await repo.listAdvances(deps.db, user, filters, window)).map((row) =>
            service.present(row, request.locale),
          ),
      );
      const totals = await repo.totalsByCurrency(deps.db, user, filters);
      return { ...list, totals: totals.map((r) => ({ currency: r.currency as Currency, total: r.total })) };
    },
  );

  app.post(
    '/advance-payments',
    { config: writing, schema: { tags, body: saveAdvancePaymentBody, response: { 200: advancePayment } } },
    async (request) => {
      const user = currentUser(request);
      const id = await service.createAdvance(deps, user, request.body, auditContext(request));
      return service.getAdvance(deps, user, id, request.locale);
    },
  );

  app.put(
    '/advance-payments/:id',
    {
      config: writing,
      schema: { tags, params: idParams, body: saveAdvancePaymentBody, response: { 200: advancePayment } },
    },
    async (request) => {
      const user = currentUser(request);
      await service.updateAdvance(deps, user, request.params.id, request.body, auditContext(request));
      return service.getAdvance(deps, user, request.params.id, request.locale);
    },
  );

  app.delete(
    '/advance-payments/:id',
    { config: writing, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteAdvance(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
