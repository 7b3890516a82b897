import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@shared/i18n/messages';
import { saleEndpoints as endpoints } from '@shared/sales/sale-endpoints';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { paginateAt } from '../../platform/pagination';
import { serve } from '../../platform/serve';
import { registerFileRoutes } from '../documents/owner-files.routes';
import { createSale } from './sale-create.service';
import { deleteSale, trashSale } from './sale-deletion.service';
import { changeCustomers, setAgentFee, updateSale } from './sale-edit.service';
import { updateProperties } from './sale-properties.service';
import { changeStatus, type SaleHooks } from './sale-status-change.service';
import { liveSaleVisible } from './sale-access.service';
import { importSales } from './sales-import.service';
import * as service from './sales.service';
import { XLSX_MIME } from '../../platform/sheets';
import { limited } from '../../platform/route-limits';
import { writeSaleTemplate } from './sales.sheet';

/** The sales import's Excel file. */
const importForm = form(z.object({}), 'file');

/**
 * /api/sales: the list with totals, the sale page, the contract's writes (create, edit, status, buyers,
 * units, agent fee, delete and trash), the import, reference lists and the sale's files. The schedule,
 * payment and overdue routes live in their own modules. `hooks` are what other modules do in a write's
 * transaction (the buyers' cancellation notice), wired by modules/index.ts so sales imports none of them.
 */
export const salesRoutes =
  (hooks: SaleHooks = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const tags = ['sales'];
    const canRead = needs('view_sales', 'view_only_own_sales');
    const canEdit = needs('edit_sales');

    serve(app, endpoints.list, { config: canRead, tags }, (request) => {
      const { page, perpage, sort, direction, ...filters } = request.query;
      const user = currentUser(request);
      const list = service.saleList(deps, user, filters, { sort, direction }, 'live', request.locale);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    });

    serve(app, endpoints.totals, { config: canRead, tags }, (request) =>
      service.saleTotals(deps, currentUser(request), request.query),
    );

    serve(app, endpoints.trashedList, { config: needs('view_canceled_sales'), tags }, (request) => {
      const { page, perpage, sort, direction, ...filters } = request.query;
      const user = currentUser(request);
      const list = service.saleList(deps, user, filters, { sort, direction }, 'trashed', request.locale);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    });

    serve(
      app,
      endpoints.paymentTypes,
      { config: needs('view_sales', 'view_only_own_sales', 'add_payments'), tags },
      (request) => service.paymentTypes(request.locale),
    );

    serve(app, endpoints.contractLanguages, { config: canRead, tags }, (request) =>
      service.contractLanguages(request.locale),
    );

    serve(
      app,
      endpoints.responsibleUsers,
      { config: needs('view_sales', 'view_only_own_sales', 'create_sales', 'edit_sales'), tags },
      () => service.responsibleUsers(deps),
    );

    serve(app, endpoints.importTemplate, { config: needs('create_sales'), tags }, async (request, reply) =>
      reply
        .header('Content-Type', XLSX_MIME)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="sales-template.xlsx"')
        .send(await writeSaleTemplate(request.locale)),
    );

    serve(
      app,
      endpoints.importSales,
      { config: { ...needs('create_sales'), ...limited('imports') }, tags, form: importForm },
      async (request) => {
        const { files } = await readFileForm(request, importForm);
        return importSales(
          deps,
          currentUser(request),
          files.find((f) => f.field === 'file'),
          auditContext(request),
          request.locale,
        );
      },
    );

    serve(
      app,
      endpoints.ofCustomer,
      { config: needsForReading('view_sales', 'view_only_own_sales'), tags },
      (request) =>
        service.salesOfCustomer(deps, currentUser(request), request.body.customer_id, request.locale),
    );

    serve(app, endpoints.brief, { config: canRead, tags }, (request) =>
      service.getBrief(deps, currentUser(request), request.params.id, request.locale),
    );

    serve(app, endpoints.get, { config: canRead, tags }, (request) =>
      service.getSale(deps, currentUser(request), request.params.id, request.locale),
    );

    serve(app, endpoints.getTrashed, { config: needs('view_canceled_sales'), tags }, (request) =>
      service.getSale(deps, currentUser(request), request.params.id, request.locale, 'trashed'),
    );

    serve(app, endpoints.history, { config: canRead, tags }, (request) =>
      service.history(deps, currentUser(request), request.params.id),
    );

    serve(app, endpoints.create, { config: needs('create_sales'), tags }, async (request) => ({
      id: await createSale(deps, currentUser(request), request.body, auditContext(request)),
    }));

    serve(app, endpoints.update, { config: canEdit, tags }, async (request) => {
      const user = currentUser(request);
      await updateSale(deps, user, request.params.id, request.body, auditContext(request));
      return service.getSale(deps, user, request.params.id, request.locale);
    });

    serve(app, endpoints.changeStatus, { config: canEdit, tags }, async (request) => {
      const user = currentUser(request);
      await changeStatus(deps, user, request.params.id, request.body, auditContext(request), hooks);
      return service.getSale(deps, user, request.params.id, request.locale);
    });

    serve(app, endpoints.changeCustomers, { config: canEdit, tags }, async (request) => {
      const user = currentUser(request);
      await changeCustomers(deps, user, request.params.id, request.body, auditContext(request));
      return service.getSale(deps, user, request.params.id, request.locale);
    });

    serve(app, endpoints.updateProperties, { config: canEdit, tags }, async (request) => {
      const user = currentUser(request);
      await updateProperties(deps, user, request.params.sale_id, request.body, auditContext(request));
      return service.getSale(deps, user, request.params.sale_id, request.locale);
    });

    for (const [entry, v2] of [
      [endpoints.setAgentFee, false],
      [endpoints.setAgentFeeV2, true],
    ] as const)
      serve(app, entry, { config: canEdit, tags }, async (request) => {
        const user = currentUser(request);
        const input = { paid_amount: null, paid_date: null, ...request.body };
        await setAgentFee(deps, user, request.params.saleId, input, v2, auditContext(request));
        return service.getSale(deps, user, request.params.saleId, request.locale);
      });

    serve(app, endpoints.remove, { config: needs('delete_sales'), tags }, async (request) => {
      await deleteSale(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    });

    serve(app, endpoints.trash, { config: needs('delete_sales'), tags }, async (request) => {
      await trashSale(
        deps,
        currentUser(request),
        request.params.id,
        request.body.comment,
        auditContext(request),
      );
      return { success: true, message: translate('records.deleted', request.locale) };
    });

    // Files of the sale: the documents module stores them; the sale decides who may see and change them.
    registerFileRoutes(app, {
      path: 'sales',
      ownerType: 'sale',
      tags,
      read: ['view_sales', 'view_only_own_sales'],
      write: ['edit_sales'],
      deactivate: true,
      exists: (request, id) => {
        const user = currentUser(request);
        return (db) => liveSaleVisible(db, user, id);
      },
    });
  };
