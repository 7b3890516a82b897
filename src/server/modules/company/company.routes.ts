import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { company } from '@shared/company/contracts';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import * as service from './company.service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['company'];
  app.get(
    '/company',
    { config: needs('view_general_company'), schema: { tags, response: { 200: company } } },
    () => service.getCompany(deps),
  );
  app.post(
    '/company',
    { config: needs('edit_general_company'), schema: { tags, body: company, response: { 200: company } } },
    (request) => service.saveCompany(deps, request.body, auditContext(request)),
  );
};
