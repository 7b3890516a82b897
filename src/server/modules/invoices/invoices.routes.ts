import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/errors';
import {
  invoice,
  invoiceDisplayNumber,
  invoiceList,
  invoiceListQuery,
  invoicePdfQuery,
  issueInvoiceBody,
} from '@shared/invoices/contracts';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import { limited } from '../../platform/route-limits';
import { renderInvoicePdf } from './invoice-pdf';
import * as service from './invoices.service';

/** /api/invoices: issue, list, read and download invoices of the sales a user may see. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['invoices'];
  const reading = needs('view_sales', 'view_only_own_sales');

  app.get(
    '/invoices',
    { config: reading, schema: { tags, querystring: invoiceListQuery, response: { 200: invoiceList } } },
    (request) => {
      const { page, perpage, ...filters } = request.query;
      const user = currentUser(request);
      return paginateAt(
        request.url,
        { page, perpage },
        () => service.countInvoices(deps, user, filters),
        (window) => service.listInvoices(deps, user, filters, window, request.locale),
      );
    },
  );

  app.get(
    '/invoices/:id',
    { config: reading, schema: { tags, params: idParams, response: { 200: invoice } } },
    (request) => service.getInvoice(deps, currentUser(request), request.params.id, request.locale),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { ...reading, ...limited('documents') },
      schema: { tags, params: idParams, querystring: invoicePdfQuery },
    },
    async (request, reply) => {
      const found = await service.getInvoice(deps, currentUser(request), request.params.id, request.locale);
      const pdf = await renderInvoicePdf(found, request.query.lang ?? request.locale);
      const name = `invoice-${invoiceDisplayNumber(found.year, found.number)}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  );

  app.post(
    '/invoices',
    {
      config: needs('create_invoices'),
      schema: { tags, body: issueInvoiceBody, response: { 200: invoice } },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await service.issueInvoice(deps, user, request.body, auditContext(request));
      return service.getInvoice(deps, user, id, request.locale);
    },
  );
};
