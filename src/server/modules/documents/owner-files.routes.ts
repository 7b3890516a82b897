import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFileBody,
  documentRow,
  documentRows,
  ownerFileParams,
  ownerParams,
  updateFileBody,
  type OwnerType,
} from '@shared/documents/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import type { Permission } from '@shared/permissions';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import * as documents from './documents.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface FileRoutesOptions {
  /** The owner's URL segment under /api: 'agents', 'barter', 'sales'. */
  path: string;
  ownerType: OwnerType;
  tags: string[];
  /** Who may list the files (any one of). */
  read: Permission[];
  /** Who may add, replace, deactivate and delete them (any one of). */
  write: Permission[];
  /**
   * Whether the owner exists for this request's user (building scoping included); the write routes call
   * it with their transaction.
   */
  exists: (request: FastifyRequest, ownerId: number) => documents.OwnerCheck;
  /** Also PATCH {path}/{ownerId}/deactivateFile/{documentId} (the sale page's "deactivate"). */
  deactivate?: boolean;
}

/**
 * The file routes every owner of documents has, with the URLs of spec §7: GET {path}/{id}/files,
 * POST {path}/{ownerId}/addFile, POST|PUT {path}/{ownerId}/updateFile (the web app sends multipart as
 * POST with _method=PUT), DELETE {path}/{ownerId}/deleteFile/{documentId}, and optionally
 * PATCH {path}/{ownerId}/deactivateFile/{documentId}. The documents service stores the files; the owner
 * decides who may see and change them.
 */
export function registerFileRoutes(app: App, options: FileRoutesOptions): void {
  const { deps } = app;
  const { path, tags, exists } = options;
  const fileTags = { tags };
  const addForm = form(addFileBody, 'file');
  const updateForm = form(updateFileBody, 'file');
  const owner = (id: number): documents.Owner => ({ type: options.ownerType, id });
  const canRead = needs(...options.read);
  const canWrite = needs(...options.write);

  app.get(
    `/${path}/:id/files`,
    { config: canRead, schema: { tags, params: idParams, response: { 200: documentRows } } },
    (request) => documents.listOwnerFiles(deps, owner(request.params.id), exists(request, request.params.id)),
  );

  app.post(
    `/${path}/:ownerId/addFile`,
    {
      config: canWrite,
      schema: { ...fileTags, ...addForm.schema, params: ownerParams, response: { 200: documentRow } },
    },
    async (request) => {
      const id = request.params.ownerId;
      const { fields, files } = await readFileForm(request, addForm);
      return documents.addOwnerFile(
        deps,
        owner(id),
        exists(request, id),
        fields,
        files.find((f) => f.field === 'file'),
        auditContext(request),
      );
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: `/${path}/:ownerId/updateFile`,
      config: canWrite,
      schema: { ...fileTags, ...updateForm.schema, params: ownerParams, response: { 200: documentRow } },
      handler: async (request) => {
        const id = request.params.ownerId;
        const { fields, files } = await readFileForm(request, updateForm);
        return documents.updateOwnerFile(
          deps,
          owner(id),
          exists(request, id),
          fields,
          files.find((f) => f.field === 'file'),
          auditContext(request),
        );
      },
    });
  }

  if (options.deactivate)
    app.patch(
      `/${path}/:ownerId/deactivateFile/:documentId`,
      { config: canWrite, schema: { tags, params: ownerFileParams, response: { 200: documentRow } } },
      (request) =>
        documents.updateOwnerFile(
          deps,
          owner(request.params.ownerId),
          exists(request, request.params.ownerId),
          { document_id: request.params.documentId, active: false },
          undefined,
          auditContext(request),
        ),
    );

  app.delete(
    `/${path}/:ownerId/deleteFile/:documentId`,
    { config: canWrite, schema: { tags, params: ownerFileParams, response: { 200: okBody } } },
    async (request) => {
      const id = request.params.ownerId;
      await documents.deleteOwnerFile(
        deps,
        owner(id),
        exists(request, id),
        request.params.documentId,
        auditContext(request),
      );
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
}
