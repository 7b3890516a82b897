import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  priceListDetail,
  priceListList,
  priceListQuery,
  pricePreviewAnswer,
  savePriceListBody,
  templateQuery,
} from '@shared/prices/contracts';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import * as service from './prices.service';
import { XLSX_MIME } from '../../platform/sheets';
import { limited } from '../../platform/route-limits';

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['prices'];
  const canRead = needs('view_properties');
  const canWrite = needs('edit_properties');
  const priceForm = form(savePriceListBody, 'file');
  const multipart = { tags, ...priceForm.schema };

  app.get(
    '/prices',
    { config: canRead, schema: { tags, querystring: priceListQuery, response: { 200: priceListList } } },
    (request) => service.listPriceLists(deps.db, currentUser(request), request.query.building_id),
  );

  // The units still on offer (not sold, bartered or split), with their current price; the office fills in
  // new_price_per_m2 and uploads the file back.
  app.get(
    '/prices/template',
    { config: { ...canRead, ...limited('exports') }, schema: { tags, querystring: templateQuery } },
    async (request, reply) => {
      const { name, bytes } = await service.priceTemplate(
        deps.db,
        currentUser(request),
        request.query.building_id,
      );
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(bytes);
    },
  );

  app.post(
    '/prices/preview',
    {
      config: { ...canWrite, ...limited('imports') },
      schema: { ...multipart, response: { 200: pricePreviewAnswer } },
    },
    async (request) => {
      const { fields, files } = await readForm(request, priceForm);
      return service.previewPriceList(
        deps,
        currentUser(request),
        fields,
        files.find((f) => f.field === 'file'),
        request.locale,
      );
    },
  );

  app.post(
    '/prices',
    {
      config: { ...canWrite, ...limited('imports') },
      schema: { ...multipart, response: { 200: priceListDetail } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, files } = await readForm(request, priceForm);
      const id = await service.createPriceList(
        deps,
        user,
        fields,
        files.find((f) => f.field === 'file'),
        auditContext(request),
        request.locale,
      );
      return service.getPriceList(deps, user, id);
    },
  );

  app.get(
    '/prices/:id',
    { config: canRead, schema: { tags, params: idParams, response: { 200: priceListDetail } } },
    (request) => service.getPriceList(deps, currentUser(request), request.params.id),
  );

  // The web app sends multipart as POST with _method=PUT (browsers cannot send multipart PUT forms).
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/prices/:id',
      config: { ...canWrite, ...limited('imports') },
      schema: { ...multipart, params: idParams, response: { 200: priceListDetail } },
      handler: async (request) => {
        const user = currentUser(request);
        const { fields, files } = await readForm(request, priceForm);
        await service.updatePriceList(
          deps,
          user,
          request.params.id,
          fields,
          files.find((f) => f.field === 'file'),
          auditContext(request),
          request.locale,
        );
        return service.getPriceList(deps, user, request.params.id);
      },
    });
  }

  app.post(
    '/prices/:id/apply',
    { config: canWrite, schema: { tags, params: idParams, response: { 200: priceListDetail } } },
    async (request) => {
      const user = currentUser(request);
      await service.applyPriceList(deps, user, request.params.id, auditContext(request), request.locale);
      return service.getPriceList(deps, user, request.params.id);
    },
  );

  app.delete(
    '/prices/:id',
    { config: canWrite, schema: { tags, params: idParams, response: { 200: okBody } } },
    async (request) => {
      await service.deletePriceList(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
