import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { customFieldEndpoints as endpoints } from '@shared/templates/custom-field-endpoints';
import { needs, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './custom-fields.service';
import { requireRecord, type CustomFieldOwners } from './record-access';

/** The routes of custom fields; `owners` load the records the values belong to. */
export const customFieldsRoutes =
  (owners: CustomFieldOwners): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const tags = ['custom-fields'];
    const canEdit = { config: needs('edit_custom_fields'), tags };

    // Every form with custom fields needs their definitions, so any signed-in user may read them.
    serve(app, endpoints.list, { config: signedIn(), tags }, (request) =>
      service.listFields(deps.db, request.query.group),
    );

    serve(
      app,
      endpoints.placeholders,
      {
        config: needs('view_doc_templates', 'view_custom_fields', 'view_sales', 'view_only_own_sales'),
        tags,
      },
      () => service.placeholderEntries(deps.db),
    );

    serve(app, endpoints.create, canEdit, async (request) =>
      service.getField(deps.db, await service.createField(deps, request.body, auditContext(request))),
    );

    serve(app, endpoints.update, canEdit, async (request) => {
      await service.updateField(deps, request.params.id, request.body, auditContext(request));
      return service.getField(deps.db, request.params.id);
    });

    serve(app, endpoints.remove, canEdit, async (request) => {
      await service.deleteField(deps, request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    });

    // The rights depend on the group (a sale's values follow the sale's rights), so they are checked in
    // requireRecord rather than declared here.
    serve(app, endpoints.values, { config: signedIn(), tags }, async (request) => {
      const { group, recordId } = request.params;
      await requireRecord(deps, owners, currentUser(request), group, recordId, request.locale, 'read');
      return { values: await service.valuesOf(deps.db, group, recordId) };
    });

    serve(app, endpoints.saveValues, { config: signedIn(), tags }, async (request) => {
      const { group, recordId } = request.params;
      await requireRecord(deps, owners, currentUser(request), group, recordId, request.locale, 'write');
      await service.saveValues(deps, group, recordId, request.body.values, auditContext(request));
      return { values: await service.valuesOf(deps.db, group, recordId) };
    });
  };
