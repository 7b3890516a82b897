import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bank, saveBankBody } from '@shared/banks/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs, signedIn } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import * as service from './banks.service';

export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['banks'];
  app.get('/banks', { config: signedIn(), schema: { tags, response: { 200: z.array(bank) } } }, () =>
    service.listBanks(deps),
  );
  app.post(
    '/banks',
    { config: needs('manage_banks'), schema: { tags, body: saveBankBody, response: { 200: bank } } },
    (request) => service.saveBank(deps, request.body, auditContext(request)),
  );
  app.delete(
    '/banks/:id',
    { config: needs('manage_banks'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteBank(deps, request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
