import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentList, agentListQuery, agentRow, importAnswer, saveAgentBody } from '@shared/agents/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { z } from 'zod';
import { registerFileRoutes } from '../documents/owner-files.routes';
import * as service from './agents.service';
import { XLSX_MIME } from '../../platform/sheets';
import { limited } from '../../platform/route-limits';
import { writeAgentTemplate } from './agents.sheet';

/** The agents' Excel file. */
const importForm = form(z.object({}), 'file');

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['agents'];
  const canRead = needs('view_agents');
  const canEdit = needs('edit_agents');

  app.get(
    '/agents',
    { config: canRead, schema: { tags, querystring: agentListQuery, response: { 200: agentList } } },
    (request) => service.listAgents(deps.db, request.query, request.url),
  );

  app.post(
    '/agents',
    { config: canEdit, schema: { tags, body: saveAgentBody, response: { 200: agentRow } } },
    async (request) =>
      service.getAgent(deps.db, await service.createAgent(deps, request.body, auditContext(request))),
  );

  app.get('/agents/import/template', { config: canEdit, schema: { tags } }, async (_request, reply) =>
    reply
      .header('Content-Type', XLSX_MIME)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="agents-template.xlsx"')
      .send(await writeAgentTemplate()),
  );

  app.post(
    '/agents/import',
    {
      config: { ...canEdit, ...limited('imports') },
      schema: { tags, ...importForm.schema, response: { 200: importAnswer } },
    },
    async (request) => {
      const { files } = await readFileForm(request, importForm);
      return service.importAgents(
        deps,
        files.find((f) => f.field === 'file'),
        auditContext(request),
        request.locale,
      );
    },
  );

  app.get(
    '/agents/:id',
    { config: canRead, schema: { tags, params: idParams, response: { 200: agentRow } } },
    (request) => service.getAgent(deps.db, request.params.id),
  );

  app.put(
    '/agents/:id',
    { config: canEdit, schema: { tags, params: idParams, body: saveAgentBody, response: { 200: agentRow } } },
    async (request) => {
      await service.updateAgent(deps, request.params.id, request.body, auditContext(request));
      return service.getAgent(deps.db, request.params.id);
    },
  );

  app.delete(
    '/agents/:id',
    { config: needs('delete_agents'), schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteAgent(deps, request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  // Files of the agent: the documents module stores them; the agent decides who may see and change them.
  registerFileRoutes(app, {
    path: 'agents',
    ownerType: 'agent',
    tags,
    read: ['view_agents'],
    write: ['edit_agents'],
    exists: (_request, id) => (db) => service.agentExists(db, id),
  });
};
