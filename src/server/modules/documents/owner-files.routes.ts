import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFileBody, updateFileBody, type OwnerType } from '@shared/documents/contracts';
import { ownerFileEndpoints, type FileOwner } from '@shared/documents/owner-file-endpoints';
import { translate } from '@shared/i18n/messages';
import type { Permission } from '@shared/permissions';
import { needs } from '../../platform/access';
import { auditContext } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import * as documents from './documents.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface FileRoutesOptions {
  /** The owner's URL segment under /api, which names its entries in ownerFileEndpoints. */
  path: FileOwner;
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
  const { tags, exists } = options;
  const endpoints = ownerFileEndpoints[options.path];
  const addForm = form(addFileBody, 'file');
  const updateForm = form(updateFileBody, 'file');
  const owner = (id: number): documents.Owner => ({ type: options.ownerType, id });
  const reading = { config: needs(...options.read), tags };
  const writing = { config: needs(...options.write), tags };
  serve(app, endpoints.list, reading, (request) =>
    documents.listOwnerFiles(deps, owner(request.params.id), exists(request, request.params.id)),
  );

  serve(app, endpoints.add, { ...writing, form: addForm }, async (request) => {
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
  });

  for (const entry of [endpoints.update, endpoints.updateByPost]) {
    serve(app, entry, { ...writing, form: updateForm }, async (request) => {
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
    });
  }

  // Only a sale's entries have it (the sale page deactivates a file).
  if (options.deactivate && 'deactivate' in endpoints)
    serve(app, endpoints.deactivate, writing, (request) =>
      documents.updateOwnerFile(
        deps,
        owner(request.params.ownerId),
        exists(request, request.params.ownerId),
        { document_id: request.params.documentId, active: false },
        undefined,
        auditContext(request),
      ),
    );

  serve(app, endpoints.remove, writing, async (request) => {
    const id = request.params.ownerId;
    await documents.deleteOwnerFile(
      deps,
      owner(id),
      exists(request, id),
      request.params.documentId,
      auditContext(request),
    );
    return { success: true, message: translate('records.deleted', request.locale) };
  });
}
