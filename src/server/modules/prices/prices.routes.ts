import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { savePriceListBody } from '@shared/prices/contracts';
import { priceEndpoints as endpoints } from '@shared/prices/endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import * as service from './prices.service';
import { XLSX_MIME } from '../../platform/sheets';
import { limited } from '../../platform/route-limits';

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['prices'];
  const canRead = needs('view_properties');
  const canWrite = needs('edit_properties');
  const priceForm = form(savePriceListBody, 'file');
  serve(app, endpoints.list, { config: canRead, tags }, (request) =>
    service.listPriceLists(deps.db, currentUser(request), request.query.building_id),
  );

  // The units still on offer (not sold, bartered or split), with their current price; the office fills in
  // new_price_per_m2 and uploads the file back.
  serve(
    app,
    endpoints.template,
    { config: { ...canRead, ...limited('exports') }, tags },
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

  serve(
    app,
    endpoints.preview,
    { config: { ...canWrite, ...limited('imports') }, tags, form: priceForm },
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

  serve(
    app,
    endpoints.create,
    { config: { ...canWrite, ...limited('imports') }, tags, form: priceForm },
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

  serve(app, endpoints.get, { config: canRead, tags }, (request) =>
    service.getPriceList(deps, currentUser(request), request.params.id),
  );

  // The web app sends multipart as POST with _method=PUT (browsers cannot send multipart PUT forms).
  for (const entry of [endpoints.update, endpoints.updateByPost]) {
    serve(
      app,
      entry,
      { config: { ...canWrite, ...limited('imports') }, tags, form: priceForm },
      async (request) => {
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
    );
  }

  serve(app, endpoints.apply, { config: canWrite, tags }, async (request) => {
    const user = currentUser(request);
    await service.applyPriceList(deps, user, request.params.id, auditContext(request), request.locale);
    return service.getPriceList(deps, user, request.params.id);
  });

  serve(app, endpoints.remove, { config: canWrite, tags }, async (request) => {
    await service.deletePriceList(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
