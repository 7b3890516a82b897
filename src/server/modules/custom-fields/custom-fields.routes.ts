import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody, pathId } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  CUSTOM_FIELD_GROUPS,
  customFieldBody,
  customFieldPlaceholder,
  customFieldRow,
  customFieldValuesBody,
} from '@shared/templates/contracts';
import { needs, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './custom-fields.service';
import { requireRecord, type CustomFieldOwners } from './record-access';

const group = z.enum(CUSTOM_FIELD_GROUPS, { error: 'validation.invalid_value' });
const valuesParams = z.object({
  group,
  recordId: pathId,
});

/** The routes of custom fields; `owners` load the records the values belong to. */
export const customFieldsRoutes =
  (owners: CustomFieldOwners): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const tags = ['custom-fields'];
    const canEdit = needs('edit_custom_fields');

    // Every form with custom fields needs their definitions, so any signed-in user may read them.
    app.get(
      '/custom-fields',
      {
        config: signedIn(),
        schema: {
          tags,
          querystring: z.object({ group: group.optional() }),
          response: { 200: z.array(customFieldRow) },
        },
      },
      (request) => service.listFields(deps.db, request.query.group),
    );

    app.get(
      '/custom-fields/placeholders',
      {
        config: needs('view_doc_templates', 'view_custom_fields', 'view_sales', 'view_only_own_sales'),
        schema: { tags, response: { 200: z.array(customFieldPlaceholder) } },
      },
      () => service.placeholderEntries(deps.db),
    );

    app.post(
      '/custom-fields',
      { config: canEdit, schema: { tags, body: customFieldBody, response: { 200: customFieldRow } } },
      async (request) =>
        service.getField(deps.db, await service.createField(deps, request.body, auditContext(request))),
    );

    app.put(
      '/custom-fields/:id',
      {
        config: canEdit,
        schema: { tags, params: idParams, body: customFieldBody, response: { 200: customFieldRow } },
      },
      async (request) => {
        await service.updateField(deps, request.params.id, request.body, auditContext(request));
        return service.getField(deps.db, request.params.id);
      },
    );

    app.delete(
      '/custom-fields/:id',
      { config: canEdit, schema: { tags, params: idParams, response: { 200: okBody } } },
      async (request) => {
        await service.deleteField(deps, request.params.id, auditContext(request));
        return { success: true, message: translate('records.deleted', request.locale) };
      },
    );

    // The rights depend on the group (a sale's values follow the sale's rights), so they are checked in
    // requireRecord rather than declared here.
    app.get(
      '/custom-fields/values/:group/:recordId',
      {
        config: signedIn(),
        schema: { tags, params: valuesParams, response: { 200: customFieldValuesBody } },
      },
      async (request) => {
        const { group, recordId } = request.params;
        await requireRecord(deps, owners, currentUser(request), group, recordId, request.locale, 'read');
        return { values: await service.valuesOf(deps.db, group, recordId) };
      },
    );

    app.put(
      '/custom-fields/values/:group/:recordId',
      {
        config: signedIn(),
        schema: {
          tags,
          params: valuesParams,
          body: customFieldValuesBody,
          response: { 200: customFieldValuesBody },
        },
      },
      async (request) => {
        const { group, recordId } = request.params;
        await requireRecord(deps, owners, currentUser(request), group, recordId, request.locale, 'write');
        await service.saveValues(deps, group, recordId, request.body.values, auditContext(request));
        return { values: await service.valuesOf(deps.db, group, recordId) };
      },
    );
  };
