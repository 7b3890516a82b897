import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  applyAdvanceBody,
  calculatePaymentBody,
  payBody,
  paymentCalculation,
  paymentDeleteParams,
  paymentImportFields,
  updatePaymentBody,
} from '@shared/payments/contracts';
import { importReport, payment } from '@shared/sales/contracts';
import {
  containerCalculateBody,
  containerPayBody,
  payAnswer,
  serviceCalculation,
} from '@shared/services/contracts';
import { needs, needsForReading } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
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

  app.get(
    '/sales/:id/payments',
    {
      config: needs('view_sales', 'view_only_own_sales'),
      schema: { tags, params: idParams, response: { 200: z.array(payment) } },
    },
    (request) => service.paymentsOfVisibleSale(deps, currentUser(request), request.params.id, request.locale),
  );

  app.post(
    '/payments/calculatePayment',
    {
      config: needsForReading('add_payments', 'edit_payments'),
      schema: { tags, body: calculatePaymentBody, response: { 200: paymentCalculation } },
    },
    (request) => service.calculatePayment(deps, currentUser(request), request.body),
  );

  app.post(
    '/payments/pay',
    { config: paying, schema: { tags, body: payBody, response: { 200: payment } } },
    async (request) => {
      const id = await service.pay(deps, currentUser(request), request.body, auditContext(request));
      return service.getPayment(deps.db, id, request.locale);
    },
  );

  app.put(
    '/payments/:payment_id',
    {
      config: needs('edit_payments'),
      schema: {
        tags,
        params: z.object({ payment_id: idParams.shape.id }),
        body: updatePaymentBody,
        response: { 200: payment },
      },
    },
    async (request) => {
      const id = request.params.payment_id;
      await service.changePayment(deps, currentUser(request), id, request.body, auditContext(request));
      return service.getPayment(deps.db, id, request.locale);
    },
  );

  app.delete(
    '/payments/:mode/:payment_id/:sale_id',
    {
      config: needs('delete_payments'),
      schema: { tags, params: paymentDeleteParams, response: { 200: okBody } },
    },
    async (request) => {
      await service.removePayment(deps, currentUser(request), request.params, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );

  const template = (name: string) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Type', XLSX_MIME)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${name}-template.xlsx"`)
      .send(await writePaymentTemplate(name));

  app.get('/payments/importFromExcel/template', { config: paying, schema: { tags } }, template('payments'));

  app.post(
    '/payments/importFromExcel',
    {
      config: { ...paying, ...limited('imports') },
      schema: { tags, ...saleImportForm.schema, response: { 200: importReport } },
    },
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

  app.get(
    '/payments/importForMultipleSalesFromExcel/template',
    { config: paying, schema: { tags } },
    template('bank-statement'),
  );

  app.post(
    '/payments/importForMultipleSalesFromExcel',
    {
      config: { ...paying, ...limited('imports') },
      schema: { tags, ...statementForm.schema, response: { 200: importReport } },
    },
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

  app.post(
    '/advance-payments/:id/apply',
    {
      config: paying,
      schema: { tags, params: idParams, body: applyAdvanceBody, response: { 200: payment } },
    },
    async (request) => {
      const id = await applyAdvance(
        deps,
        currentUser(request),
        request.params.id,
        request.body.sale_id,
        auditContext(request),
      );
      return service.getPayment(deps.db, id, request.locale);
    },
  );

  // A container's own payment routes (services module on): the same ledger as every other payment.
  if (deps.config.modules.services) {
    const serviceTags = ['services'];
    app.post(
      '/containers/calculatePayment',
      {
        config: needsForReading('add_payments'),
        schema: { tags: serviceTags, body: containerCalculateBody, response: { 200: serviceCalculation } },
      },
      (request) => {
        const { container_id, date, ...rest } = request.body;
        return service.calculateOrderPayment(deps, currentUser(request), 'container', container_id, {
          ...rest,
          payment_date: date,
        });
      },
    );

    app.post(
      '/containers/pay',
      {
        config: needs('add_payments'),
        schema: { tags: serviceTags, body: containerPayBody, response: { 200: payAnswer } },
      },
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

    app.delete(
      '/containers/deletePayment/:id',
      {
        config: needs('delete_payments'),
        schema: { tags: serviceTags, params: idParams, response: { 200: okBody } },
      },
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
