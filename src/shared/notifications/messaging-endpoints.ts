import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams } from '../errors';
import {
  manualPreviewQuery,
  manualSendBody,
  manualSendResult,
  messagePreviews,
  PAYMENT_NOTICE_CHANGES,
  saleNotificationsSwitch,
} from './messages';

const paymentParams = idParams.extend({ change: z.enum(PAYMENT_NOTICE_CHANGES) });

/** The messages sent by hand from the sale page (GET previews, POST sends) and the sale's switch. */
export const messagingEndpoints = {
  previewReminder: endpoint({
    method: 'GET',
    path: '/sales/:id/reminder-notification',
    params: idParams,
    query: manualPreviewQuery,
    answer: messagePreviews,
  }),
  sendReminder: endpoint({
    method: 'POST',
    path: '/sales/:id/reminder-notification',
    params: idParams,
    body: manualSendBody,
    answer: manualSendResult,
  }),
  previewOverdue: endpoint({
    method: 'GET',
    path: '/sales/:id/overdue-notification',
    params: idParams,
    query: manualPreviewQuery,
    answer: messagePreviews,
  }),
  sendOverdue: endpoint({
    method: 'POST',
    path: '/sales/:id/overdue-notification',
    params: idParams,
    body: manualSendBody,
    answer: manualSendResult,
  }),
  /** `:change`: the notice of a payment added (adding) or of a payment changed (change). */
  previewPayment: endpoint({
    method: 'GET',
    path: '/sales/:id/payment-notification/:change',
    params: paymentParams,
    query: manualPreviewQuery,
    answer: messagePreviews,
  }),
  sendPayment: endpoint({
    method: 'POST',
    path: '/sales/:id/payment-notification/:change',
    params: paymentParams,
    body: manualSendBody,
    answer: manualSendResult,
  }),
  /** Whether the automated run writes to this sale's buyers. */
  setSaleSwitch: endpoint({
    method: 'PUT',
    path: '/sales/:id/notifications',
    params: idParams,
    body: saleNotificationsSwitch,
    answer: saleNotificationsSwitch,
  }),
};
