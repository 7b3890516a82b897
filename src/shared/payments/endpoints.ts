import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { importReport, payment } from '../sales/contracts';
import {
  containerCalculateBody,
  containerPayBody,
  payAnswer,
  serviceCalculation,
} from '../services/contracts';
import {
  applyAdvanceBody,
  calculatePaymentBody,
  payBody,
  paymentCalculation,
  paymentDeleteParams,
  updatePaymentBody,
} from './contracts';

/**
 * /api/payments (a sale's, a renovation's or a container's), a sale's payments, applying an advance
 * payment and a container's own pay, calculate and delete: every one through the one ledger (decision 033).
 */
export const paymentEndpoints = {
  ofSale: endpoint({
    method: 'GET',
    path: '/sales/:id/payments',
    params: idParams,
    answer: z.array(payment),
  }),
  /** How an amount would be converted and which instalments it would cover; saves nothing. */
  calculate: endpoint({
    method: 'POST',
    path: '/payments/calculatePayment',
    body: calculatePaymentBody,
    answer: paymentCalculation,
  }),
  pay: endpoint({ method: 'POST', path: '/payments/pay', body: payBody, answer: payment }),
  /** Changes a sale's, a renovation's or a container's payment alike. */
  update: endpoint({
    method: 'PUT',
    path: '/payments/:payment_id',
    params: z.object({ payment_id: idParams.shape.id }),
    body: updatePaymentBody,
    answer: payment,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/payments/:mode/:payment_id/:sale_id',
    params: paymentDeleteParams,
    answer: okBody,
  }),

  /** The Excel file to fill in for importSale. */
  saleImportTemplate: endpoint({ method: 'GET', path: '/payments/importFromExcel/template', answer: 'file' }),
  /** One sale's payments from an Excel file (fields: sale_id, file). */
  importSale: endpoint({
    method: 'POST',
    path: '/payments/importFromExcel',
    body: 'form',
    answer: importReport,
  }),
  /** The Excel file to fill in for importStatement. */
  statementTemplate: endpoint({
    method: 'GET',
    path: '/payments/importForMultipleSalesFromExcel/template',
    answer: 'file',
  }),
  /** A bank statement from an Excel file (field: file), each line matched to its sale by contract number. */
  importStatement: endpoint({
    method: 'POST',
    path: '/payments/importForMultipleSalesFromExcel',
    body: 'form',
    answer: importReport,
  }),

  /** An unapplied advance of one of the sale's buyers becomes a payment of the sale. */
  applyAdvance: endpoint({
    method: 'POST',
    path: '/advance-payments/:id/apply',
    params: idParams,
    body: applyAdvanceBody,
    answer: payment,
  }),

  containerCalculate: endpoint({
    method: 'POST',
    path: '/containers/calculatePayment',
    body: containerCalculateBody,
    answer: serviceCalculation,
  }),
  containerPay: endpoint({
    method: 'POST',
    path: '/containers/pay',
    body: containerPayBody,
    answer: payAnswer,
  }),
  containerRemovePayment: endpoint({
    method: 'DELETE',
    path: '/containers/deletePayment/:id',
    params: idParams,
    answer: okBody,
  }),
};
