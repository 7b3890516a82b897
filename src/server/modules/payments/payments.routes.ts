import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@shared/i18n/messages';
import { paymentImportFields } from '@shared/payments/contracts';
import { paymentEndpoints as endpoints } from '@shared/payments/endpoints';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import { applyAdvance } from './advance-apply.service';
import * as imports from './payments-import.service';
import * as service from './payments.service';
import { XLSX_MIME } from '../../platform/sheets';
import { limited } from '../../platform/route-limits';
import { writePaymentTemplate } from './payments.sheet';

/**
 * /api/payments (a sale's, a renovation's or a container's), the payments list of a sale, applying an
 * advance payment and a container's own pay, calculate and delete routes: every one through the one
 * ledger (decision 033). With the services module off, renovation and container payments are refused.
 */

/** One sale's payments, or a bank statement matched by contract number: an Excel file each. */
const saleImportForm = form(paymentImportFields, 'file');
const statementForm = form(z.object({}), 'file');

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['payments'];
  const paying = needs('add_payments');

  serve(app, endpoints.ofSale, { config: needs('view_sales', 'view_only_own_sales'), tags }, (request) =>
    service.paymentsOfVisibleSale(deps, currentUser(request), request.params.id, request.locale),
  );

  serve(
    app,
    endpoints.calculate,
    { config: needsForReading('add_payments', 'edit_payments'), tags },
    (request) => service.calculatePayment(deps, currentUser(request), request.body),
  );

  serve(app, endpoints.pay, { config: paying, tags }, async (request) => {
    const id = await service.pay(deps, currentUser(request), request.body, auditContext(request));
    return service.getPayment(deps.db, id, request.locale);
  });

  serve(app, endpoints.update, { config: needs('edit_payments'), tags }, async (request) => {
    const id = request.params.payment_id;
    await service.changePayment(deps, currentUser(request), id, request.body, auditContext(request));
    return service.getPayment(deps.db, id, request.locale);
  });

  serve(app, endpoints.remove, { config: needs('delete_payments'), tags }, async (request) => {
    await service.removePayment(deps, currentUser(request), request.params, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });

  const template = (name: string) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Type', XLSX_MIME)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${name}-template.xlsx"`)
      .send(await writePaymentTemplate(name));

  serve(app, endpoints.saleImportTemplate, { config: paying, tags }, template('payments'));

  serve(
    app,
    endpoints.importSale,
    { config: { ...paying, ...limited('imports') }, tags, form: saleImportForm },
    async (request) => {
      const { fields, files } = await readForm(request, saleImportForm);
      return imports.importSalePayments(
        deps,
        currentUser(request),
        fields.sale_id,
        files.find((f) => f.field === 'file'),
        auditContext(request),
        request.locale,
      );
    },
  );

  serve(app, endpoints.statementTemplate, { config: paying, tags }, template('bank-statement'));

  serve(
    app,
    endpoints.importStatement,
    { config: { ...paying, ...limited('imports') }, tags, form: statementForm },
    async (request) => {
      const { files } = await readForm(request, statementForm);
      return imports.importStatement(
        deps,
        currentUser(request),
        files.find((f) => f.field === 'file'),
        auditContext(request),
        request.locale,
      );
    },
  );

  serve(app, endpoints.applyAdvance, { config: paying, tags }, async (request) => {
    const id = await applyAdvance(
      deps,
      currentUser(request),
      request.params.id,
      request.body.sale_id,
      auditContext(request),
    );
    return service.getPayment(deps.db, id, request.locale);
  });

  // A container's own payment routes (services module on): the same ledger as every other payment.
  if (deps.config.modules.services) {
    const serviceTags = ['services'];
    serve(
      app,
      endpoints.containerCalculate,
      { config: needsForReading('add_payments'), tags: serviceTags },
      (request) => {
        const { container_id, date, ...rest } = request.body;
        return service.calculateOrderPayment(deps, currentUser(request), 'container', container_id, {
          ...rest,
          payment_date: date,
        });
      },
    );

    serve(
      app,
      endpoints.containerPay,
      { config: needs('add_payments'), tags: serviceTags },
      async (request) => {
        const { container_id, date, ...rest } = request.body;
        const id = await service.payInto(
          deps,
          currentUser(request),
          { kind: 'container', id: container_id },
          { ...rest, payment_date: date, bank_account_id: null },
          auditContext(request),
        );
        return { id };
      },
    );

    serve(
      app,
      endpoints.containerRemovePayment,
      { config: needs('delete_payments'), tags: serviceTags },
      async (request) => {
        await service.removePayment(
          deps,
          currentUser(request),
          { mode: 'container', payment_id: request.params.id },
          auditContext(request),
        );
        return { success: true, message: translate('records.deleted', request.locale) };
      },
    );
  }
};
