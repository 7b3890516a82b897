import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody, pathId } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  agentFeeStatusBody,
  agentFeeStatusV2Body,
  changeCustomersBody,
  changeSaleStatusBody,
  createSaleBody,
  deleteWithCommentBody,
  importReport,
  responsibleUsers,
  saleBrief,
  saleCreated,
  saleDetail,
  saleFilters,
  saleHistory,
  saleList,
  saleListQuery,
  saleRows,
  saleTotals,
  salesByCustomerBody,
  titledOptions,
  updatePropertiesBody,
  updateSaleBody,
} from '@shared/sales/contracts';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { readFileForm } from '../../platform/file-form';
import { form } from '../../platform/multipart';
import { paginateAt } from '../../platform/pagination';
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

const saleIdParams = z.object({
  saleId: pathId,
});
const saleSnakeIdParams = z.object({
  sale_id: pathId,
});

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

    app.get(
      '/sales',
      { config: canRead, schema: { tags, querystring: saleListQuery, response: { 200: saleList } } },
      (request) => {
        const { page, perpage, sort, direction, ...filters } = request.query;
        const user = currentUser(request);
        const list = service.saleList(deps, user, filters, { sort, direction }, 'live', request.locale);
        return paginateAt(request.url, { page, perpage }, list.count, list.rows);
      },
    );

    app.get(
      '/sales/totals',
      { config: canRead, schema: { tags, querystring: saleFilters, response: { 200: saleTotals } } },
      (request) => service.saleTotals(deps, currentUser(request), request.query),
    );

    app.get(
      '/sales/trashed',
      {
        config: needs('view_canceled_sales'),
        schema: { tags, querystring: saleListQuery, response: { 200: saleList } },
      },
      (request) => {
        const { page, perpage, sort, direction, ...filters } = request.query;
        const user = currentUser(request);
        const list = service.saleList(deps, user, filters, { sort, direction }, 'trashed', request.locale);
        return paginateAt(request.url, { page, perpage }, list.count, list.rows);
      },
    );

    app.get(
      '/sales/payment-types',
      {
        config: needs('view_sales', 'view_only_own_sales', 'add_payments'),
        schema: { tags, response: { 200: titledOptions } },
      },
      (request) => service.paymentTypes(request.locale),
    );

    app.get(
      '/sales/getContractLanguages',
      { config: canRead, schema: { tags, response: { 200: titledOptions } } },
      (request) => service.contractLanguages(request.locale),
    );

    app.get(
      '/sales/responsible-users',
      {
        config: needs('view_sales', 'view_only_own_sales', 'create_sales', 'edit_sales'),
        schema: { tags, response: { 200: responsibleUsers } },
      },
      () => service.responsibleUsers(deps),
    );

    app.get(
      '/sales/import-template',
      { config: needs('create_sales'), schema: { tags } },
      async (request, reply) =>
        reply
          .header('Content-Type', XLSX_MIME)
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', 'attachment; filename="sales-template.xlsx"')
          .send(await writeSaleTemplate(request.locale)),
    );

    app.post(
      '/sales/importFromExcel',
      {
        config: { ...needs('create_sales'), ...limited('imports') },
        schema: { tags, ...importForm.schema, response: { 200: importReport } },
      },
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

    app.post(
      '/sales/getSalesByCustomer',
      {
        config: needsForReading('view_sales', 'view_only_own_sales'),
        schema: { tags, body: salesByCustomerBody, response: { 200: saleRows } },
      },
      (request) =>
        service.salesOfCustomer(deps, currentUser(request), request.body.customer_id, request.locale),
    );

    app.get(
      '/sales/brief-info/:id',
      { config: canRead, schema: { tags, params: idParams, response: { 200: saleBrief } } },
      (request) => service.getBrief(deps, currentUser(request), request.params.id, request.locale),
    );

    app.get(
      '/sales/:id',
      { config: canRead, schema: { tags, params: idParams, response: { 200: saleDetail } } },
      (request) => service.getSale(deps, currentUser(request), request.params.id, request.locale),
    );

    app.get(
      '/sales/:id/trashed',
      {
        config: needs('view_canceled_sales'),
        schema: { tags, params: idParams, response: { 200: saleDetail } },
      },
      (request) => service.getSale(deps, currentUser(request), request.params.id, request.locale, 'trashed'),
    );

    app.get(
      '/sales/:id/history',
      { config: canRead, schema: { tags, params: idParams, response: { 200: saleHistory } } },
      (request) => service.history(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/sales',
      {
        config: needs('create_sales'),
        schema: { tags, body: createSaleBody, response: { 200: saleCreated } },
      },
      async (request) => ({
        id: await createSale(deps, currentUser(request), request.body, auditContext(request)),
      }),
    );

    app.put(
      '/sales/:id',
      {
        config: canEdit,
        schema: { tags, params: idParams, body: updateSaleBody, response: { 200: saleDetail } },
      },
      async (request) => {
        const user = currentUser(request);
        await updateSale(deps, user, request.params.id, request.body, auditContext(request));
        return service.getSale(deps, user, request.params.id, request.locale);
      },
    );

    app.post(
      '/sales/:id/status',
      {
        config: canEdit,
        schema: { tags, params: idParams, body: changeSaleStatusBody, response: { 200: saleDetail } },
      },
      async (request) => {
        const user = currentUser(request);
        await changeStatus(deps, user, request.params.id, request.body, auditContext(request), hooks);
        return service.getSale(deps, user, request.params.id, request.locale);
      },
    );

    app.post(
      '/sales/:id/change-customers',
      {
        config: canEdit,
        schema: { tags, params: idParams, body: changeCustomersBody, response: { 200: saleDetail } },
      },
      async (request) => {
        const user = currentUser(request);
        await changeCustomers(deps, user, request.params.id, request.body, auditContext(request));
        return service.getSale(deps, user, request.params.id, request.locale);
      },
    );

    app.patch(
      '/sales/:sale_id/update-properties',
      {
        config: canEdit,
        schema: {
          tags,
          params: saleSnakeIdParams,
          body: updatePropertiesBody,
          response: { 200: saleDetail },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await updateProperties(deps, user, request.params.sale_id, request.body, auditContext(request));
        return service.getSale(deps, user, request.params.sale_id, request.locale);
      },
    );

    for (const [url, body, v2] of [
      ['/sales/agentFeeStatus/:saleId', agentFeeStatusBody, false],
      ['/sales/agentFeeStatusV2/:saleId', agentFeeStatusV2Body, true],
    ] as const)
      app.put(
        url,
        { config: canEdit, schema: { tags, params: saleIdParams, body, response: { 200: saleDetail } } },
        async (request) => {
          const user = currentUser(request);
          const input = { paid_amount: null, paid_date: null, ...request.body };
          await setAgentFee(deps, user, request.params.saleId, input, v2, auditContext(request));
          return service.getSale(deps, user, request.params.saleId, request.locale);
        },
      );

    app.delete(
      '/sales/:id',
      { config: needs('delete_sales'), schema: { tags, params: idParams, response: { 200: okBody } } },
      async (request) => {
        await deleteSale(deps, currentUser(request), request.params.id, auditContext(request));
        return { success: true, message: translate('records.deleted', request.locale) };
      },
    );

    app.post(
      '/sales/:id/delete-with-comment',
      {
        config: needs('delete_sales'),
        schema: { tags, params: idParams, body: deleteWithCommentBody, response: { 200: okBody } },
      },
      async (request) => {
        await trashSale(
          deps,
          currentUser(request),
          request.params.id,
          request.body.comment,
          auditContext(request),
        );
        return { success: true, message: translate('records.deleted', request.locale) };
      },
    );

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
