import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentEndpoints as endpoints } from '@shared/agents/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { limited } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
import { XLSX_MIME } from '../../platform/sheets';
import { registerFileRoutes } from '../documents/owner-files.routes';
import { writeAgentTemplate } from './agents.sheet';
import * as service from './agents.service';

/** The agents' Excel file. */
const importForm = form(z.object({}), 'file');

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['agents'];
  const canRead = needs('view_agents');
  const canEdit = needs('edit_agents');

  serve(app, endpoints.list, { config: canRead, tags }, (request) =>
    service.listAgents(deps.db, request.query, request.url),
  );

  serve(app, endpoints.create, { config: canEdit, tags }, async (request) =>
    service.getAgent(deps.db, await service.createAgent(deps, request.body, auditContext(request))),
  );

  serve(app, endpoints.importTemplate, { config: canEdit, tags }, async (_request, reply) =>
    reply
      .header('Content-Type', XLSX_MIME)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="agents-template.xlsx"')
      .send(await writeAgentTemplate()),
  );

  serve(
    app,
    endpoints.import,
    { config: { ...canEdit, ...limited('imports') }, tags, form: importForm },
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

  serve(app, endpoints.get, { config: canRead, tags }, (request) =>
    service.getAgent(deps.db, request.params.id),
  );

  serve(app, endpoints.update, { config: canEdit, tags }, async (request) => {
    await service.updateAgent(deps, request.params.id, request.body, auditContext(request));
    return service.getAgent(deps.db, request.params.id);
  });

  serve(app, endpoints.remove, { config: needs('delete_agents'), tags }, async (request) => {
    await service.deleteAgent(deps, request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });

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
