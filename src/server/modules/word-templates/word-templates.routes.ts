import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import {
  DOCX_MIME_TYPE,
  templateSaveResult,
  wordTemplateForm,
  wordTemplateQuery,
  wordTemplateRow,
} from '@shared/templates/contracts';
import { limited } from '../../platform/route-limits';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import * as service from './word-templates.service';

/** /api/word-templates: the Word contract templates (list, download, upload, replace, delete). */
export const wordTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['word-templates'];
  const canRead = needs('view_doc_templates');
  const canEdit = needs('edit_doc_templates');
  const uploading = { ...canEdit, ...limited('imports') };
  const templateForm = form(wordTemplateForm, 'file');
  const multipartSchema = { tags, ...templateForm.schema, response: { 200: templateSaveResult } };

  const readSaveForm = async (request: FastifyRequest) => {
    try {
      const { fields, files } = await readFileForm(request, templateForm);
      return { fields, upload: files.find((f) => f.field === 'file') };
    } catch (error) {
      throw service.asSaveFailure(error);
    }
  };

  app.get(
    '/word-templates',
    {
      config: canRead,
      schema: { tags, querystring: wordTemplateQuery, response: { 200: z.array(wordTemplateRow) } },
    },
    (request) => service.listTemplates(deps, request.query),
  );

  app.get(
    '/word-templates/:id/file',
    { config: canRead, schema: { tags, params: idParams } },
    async (request, reply) => {
      const found = await service.templateFile(deps.db, request.params.id);
      return reply
        .header('Content-Type', DOCX_MIME_TYPE)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', service.attachmentHeader(found.file_name))
        .send(found.content);
    },
  );

  app.post('/word-templates', { config: uploading, schema: multipartSchema }, async (request) => {
    const { fields, upload } = await readSaveForm(request);
    return { success: true, id: await service.createTemplate(deps, fields, upload, auditContext(request)) };
  });

  app.put(
    '/word-templates/:id',
    { config: uploading, schema: { ...multipartSchema, params: idParams } },
    async (request) => {
      const { fields, upload } = await readSaveForm(request);
      await service.updateTemplate(deps, request.params.id, fields, upload, auditContext(request));
      return { success: true, id: request.params.id };
    },
  );

  app.delete(
    '/word-templates/:id',
    { config: canEdit, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deleteTemplate(deps, request.params.id, auditContext(request));
      return { success: true };
    },
  );
};
