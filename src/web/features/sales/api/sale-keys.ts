import type { Currency } from '@shared/money/money';
import type { CalculatePaymentBody } from '@shared/payments/contracts';
import type { QueryValue } from '../../../lib/api/query-string';
import { templateKeys } from '../../templates';

type SaleQuery = Record<string, QueryValue>;

const all = ['sales'] as const;

/**
 * Every sales query key, all under ['sales'], so invalidating `saleKeys.all` after any change to a sale
 * (a payment, a status) refreshes the lists, totals and the sale itself.
 */
export const saleKeys = {
  all,
  list: (query: SaleQuery) => [...all, 'list', query] as const,
  totals: (query: SaleQuery) => [...all, 'totals', query] as const,
  overdue: (query: SaleQuery) => [...all, 'overdue', query] as const,
  trashed: (query: SaleQuery) => [...all, 'trashed', query] as const,
  trashedDetail: (id: number) => [...all, 'trashed-detail', id] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  scheduleVersions: (id: number) => [...saleKeys.detail(id), 'schedule-versions'] as const,
  history: (id: number) => [...saleKeys.detail(id), 'history'] as const,
  responsibleUsers: () => [...all, 'responsible-users'] as const,
  paymentTypes: (language: string) => [...all, 'payment-types', language] as const,
};

/**
 * What the sale page reads from other features' endpoints. Each key keeps its owner's root, so a change
 * there (a template saved on the templates page) refreshes the sale page too.
 */
export const saleLookupKeys = {
  docTemplates: () => [...templateKeys.docTemplates, 'for-sale'] as const,
  renderedDocTemplate: (templateId: number, saleId: number) =>
    [...saleLookupKeys.docTemplates(), templateId, saleId] as const,
  contractTemplates: (saleId: number) => [...templateKeys.wordTemplates, 'for-sale', saleId] as const,
  /** The official rate of a currency on a day. */
  rate: (currency: Currency, date: string) => ['currency', currency, date] as const,
  /** A payment's preview; nothing is saved, so nothing invalidates it. */
  paymentCalculation: (body: CalculatePaymentBody | null) => ['payments', 'calculate', body] as const,
  sms: (saleId: number) => ['sms', 'sale', saleId] as const,
  /** The sale's messages from the notification log, under the log's root so a resend there refreshes them. */
  /** Under the sale, so a payment (which moves the next due date) refreshes what is planned. */
  plannedReminder: (saleId: number) => [...saleKeys.detail(saleId), 'planned-reminder'] as const,
  noticePreview: (saleId: number, notice: string) =>
    [...saleKeys.detail(saleId), 'notice-preview', notice] as const,
};
