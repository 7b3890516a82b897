import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advancePayment,
  advancePaymentList,
  advancePaymentListQuery,
  saveAdvancePaymentBody,
} from '@shared/advance-payments/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
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
    (request) => service.listAdvances(deps, currentUser(request), request.query, request.url, request.locale),
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
