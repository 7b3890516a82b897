import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankAccount, bankAccountListQuery, saveBankAccountBody } from '@shared/bank-accounts/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './bank-accounts.service';

export const bankAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['bank-accounts'];

  app.get(
    '/bank-accounts',
    {
      config: signedIn(),
      schema: { tags, querystring: bankAccountListQuery, response: { 200: z.array(bankAccount) } },
    },
    (request) => service.listAccounts(deps, currentUser(request), request.query.building_id),
  );

  app.post(
    '/bank-accounts',
    {
      config: needs('manage_banks'),
      schema: { tags, body: saveBankAccountBody, response: { 200: bankAccount } },
    },
    (request) => service.saveAccount(deps, currentUser(request), request.body, auditContext(request)),
  );

  app.put(
    '/bank-accounts/:id',
    {
      config: needs('manage_banks'),
      schema: { tags, params: idParams, body: saveBankAccountBody, response: { 200: bankAccount } },
    },
    (request) =>
      service.saveAccount(
        deps,
        currentUser(request),
        { ...request.body, id: request.params.id },
        auditContext(request),
      ),
  );

  app.delete(
    '/bank-accounts/:id',
    { config: needs('manage_banks'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteAccount(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
