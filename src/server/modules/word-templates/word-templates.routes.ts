import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCX_MIME_TYPE, wordTemplateForm } from '@shared/templates/contracts';
import { wordTemplateEndpoints as endpoints } from '@shared/templates/word-template-endpoints';
import { limited } from '../../platform/route-limits';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import * as service from './word-templates.service';

/** /api/word-templates: the Word contract templates (list, download, upload, replace, delete). */
export const wordTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['word-templates'];
  const canRead = needs('view_doc_templates');
  const canEdit = needs('edit_doc_templates');
  const uploading = { ...canEdit, ...limited('imports') };
  const templateForm = form(wordTemplateForm, 'file');

  const readSaveForm = async (request: FastifyRequest) => {
    try {
      const { fields, files } = await readFileForm(request, templateForm);
      return { fields, upload: files.find((f) => f.field === 'file') };
    } catch (error) {
      throw service.asSaveFailure(error);
    }
  };

  serve(app, endpoints.list, { config: canRead, tags }, (request) =>
    service.listTemplates(deps, request.query),
  );

  serve(app, endpoints.file, { config: canRead, tags }, async (request, reply) => {
    const found = await service.templateFile(deps.db, request.params.id);
    return reply
      .header('Content-Type', DOCX_MIME_TYPE)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', service.attachmentHeader(found.file_name))
      .send(found.content);
  });

  serve(app, endpoints.create, { config: uploading, tags, form: templateForm }, async (request) => {
    const { fields, upload } = await readSaveForm(request);
    return { success: true, id: await service.createTemplate(deps, fields, upload, auditContext(request)) };
  });

  serve(app, endpoints.update, { config: uploading, tags, form: templateForm }, async (request) => {
    const { fields, upload } = await readSaveForm(request);
    await service.updateTemplate(deps, request.params.id, fields, upload, auditContext(request));
    return { success: true, id: request.params.id };
  });

  serve(app, endpoints.remove, { config: canEdit, tags }, async (request) => {
    await service.deleteTemplate(deps, request.params.id, auditContext(request));
    return { success: true };
  });
};
