import { advancePaymentsMessages } from '../advance-payments/messages';
import { agentsMessages } from '../agents/messages';
import { bonusesMessages } from '../bonuses/messages';
import { barterMessages } from '../barter/messages';
import { bookingsMessages } from '../bookings/messages';
import { commentsMessages } from '../comments/messages';
import { customersMessages } from '../customers/messages';
import { documentsMessages } from '../documents/messages';
import { invoicesMessages } from '../invoices/messages';
import { notificationLogsMessages } from '../notification-logs/messages';
import { noticeMessages } from '../notifications/notice-messages';
import { notificationTextsMessages } from '../notifications/message-texts';
import { paymentsMessages } from '../payments/messages';
import { pricesMessages } from '../prices/messages';
import { propertiesMessages } from '../properties/messages';
import { reportsMessages } from '../reports/messages';
import { salesMessages } from '../sales/messages';
import { tasksMessages } from '../tasks/messages';
import { servicesMessages } from '../services/messages';
import { templatesMessages } from '../templates/messages';
import { ticketsMessages } from '../tickets/messages';
import { CORE_MESSAGES } from './core-messages';
import type { Locale } from './locales';

/**
 * Messages the server answers with and the forms show: one catalogue for both sides, so a rule that
 * fails in the browser and on the server reads the same. Keys are the values zod issues carry.
 */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...propertiesMessages,
  ...pricesMessages,
  ...customersMessages,
  ...agentsMessages,
  ...barterMessages,
  ...bookingsMessages,
  ...advancePaymentsMessages,
  ...documentsMessages,
  ...commentsMessages,
  ...salesMessages,
  ...paymentsMessages,
  ...servicesMessages,
  ...invoicesMessages,
  ...templatesMessages,
  ...notificationLogsMessages,
  ...noticeMessages,
  ...notificationTextsMessages,
  ...tasksMessages,
  ...ticketsMessages,
  ...bonusesMessages,
  ...reportsMessages,
};

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** Looks a key up; an unknown text is returned as it is (e.g. a message already written out). */
export function translate(key: string, locale: Locale, params: Record<string, string> = {}): string {
  const text = isMessageKey(key) ? MESSAGES[key][locale] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
