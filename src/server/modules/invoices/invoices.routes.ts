import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceDisplayNumber } from '@shared/invoices/contracts';
import { invoiceEndpoints as endpoints } from '@shared/invoices/endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import { limited } from '../../platform/route-limits';
import { serve } from '../../platform/serve';
import { renderInvoicePdf } from './invoice-pdf';
import * as service from './invoices.service';

/** /api/invoices: issue, list, read and download invoices of the sales a user may see. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['invoices'];
  const reading = needs('view_sales', 'view_only_own_sales');

  serve(app, endpoints.list, { config: reading, tags }, (request) => {
    const { page, perpage, ...filters } = request.query;
    const user = currentUser(request);
    return paginateAt(
      request.url,
      { page, perpage },
      () => service.countInvoices(deps, user, filters),
      (window) => service.listInvoices(deps, user, filters, window, request.locale),
    );
  });

  serve(app, endpoints.get, { config: reading, tags }, (request) =>
    service.getInvoice(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(
    app,
    endpoints.pdf,
    { config: { ...reading, ...limited('documents') }, tags },
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

  serve(app, endpoints.issue, { config: needs('create_invoices'), tags }, async (request) => {
    const user = currentUser(request);
    const id = await service.issueInvoice(deps, user, request.body, auditContext(request));
    return service.getInvoice(deps, user, id, request.locale);
  });
};
