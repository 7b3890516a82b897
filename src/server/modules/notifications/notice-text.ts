import { formatIsoDate } from '@shared/dates/date-formats';
import type { Locale } from '@shared/i18n/locales';
import { isMessageKey, translate } from '@shared/i18n/messages';
import { CURRENCY_SYMBOLS, formatMoney, isCurrency } from '@shared/money/money';
import { NOTICE_KINDS, type NoticeKind } from '@shared/notifications/contracts';

type Params = Record<string, string | number>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const isNoticeKind = (value: string | null): value is NoticeKind =>
  value !== null && (NOTICE_KINDS as readonly string[]).includes(value);

/** A param in the reader's language: `customer_en` for English when there is one, else `customer`. */
function pick(params: Params, name: string, locale: Locale): string {
  const value = (locale === 'ka' ? undefined : params[`${name}_${locale}`]) || params[name];
  return value === undefined ? '' : String(value);
}

function formatted(params: Params, name: string, locale: Locale): string {
  const value = pick(params, name, locale);
  if (name === 'amount' && value) {
    const currency = params.currency;
    return `${formatMoney(value)}${isCurrency(currency) ? ` ${CURRENCY_SYMBOLS[currency]}` : ''}`;
  }
  if (name === 'date_to' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIsoDate(value, 'DD.MM.YYYY');
  if (name === 'channel') {
    const key = `notice.channel.${value}`;
    return isMessageKey(key) ? translate(key, locale) : value;
  }
  return value;
}

/**
 * The notice's text in the reader's language: the catalogue entry of its kind with the params put in
 * (HTML-escaped, as the text is HTML). The names a catalogue entry uses are all the params it reads.
 */
export function noticeText(kind: NoticeKind, params: Params, locale: Locale): string {
  const template = translate(`notice.${kind}`, locale);
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    escapeHtml(formatted(params, name, locale)),
  );
}

/**
 * The app page of what a notice is about: a task on the tasks page, else the sale, else the booking on
 * the bookings page, else the ticket its params name (tickets keep no column of their own on notices).
 */
export function noticeLink(row: {
  kind: string | null;
  params: Params | null;
  sale_id: number | null;
  booking_id: number | null;
}): string | null {
  if (row.kind?.startsWith('task_') && row.params?.task_id !== undefined)
    return `/tasks?task=${row.params.task_id}`;
  if (row.sale_id !== null) return `/sales/${row.sale_id}`;
  if (row.booking_id !== null) return `/bookings?booking=${row.booking_id}`;
  if (row.params?.ticket_id !== undefined) return `/tickets/${row.params.ticket_id}`;
  return null;
}
