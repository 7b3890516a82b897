import ExcelJS from 'exceljs';
import type { Locale } from '@shared/i18n/locales';
import { translate, type MessageKey } from '@shared/i18n/messages';
import type { NotificationLog } from '@shared/notifications/messages';

/** Tbilisi wall-clock time of an instant, "YYYY-MM-DD HH:MM" (the office reads the sheet in its own time). */
function tbilisiTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

type Column = { key: string; header: MessageKey; width: number; value: (row: NotificationLog) => unknown };

const columns = (locale: Locale): Column[] => {
  const t = (key: string) => translate(key, locale);
  return [
    {
      key: 'created_at',
      header: 'notification_logs.col.created_at',
      width: 18,
      value: (r) => tbilisiTime(r.created_at),
    },
    {
      key: 'contract_no',
      header: 'notification_logs.col.contract_no',
      width: 16,
      value: (r) => r.contract_no ?? '',
    },
    {
      key: 'customer',
      header: 'notification_logs.col.customer',
      width: 28,
      value: (r) => r.customer_name ?? '',
    },
    { key: 'recipient', header: 'notification_logs.col.recipient', width: 24, value: (r) => r.recipient },
    {
      key: 'channel',
      header: 'notification_logs.col.channel',
      width: 10,
      value: (r) => t(`notification_logs.channel.${r.notification_channel}`),
    },
    {
      key: 'type',
      header: 'notification_logs.col.type',
      width: 20,
      value: (r) => t(`notification_logs.type.${r.notification_type}`),
    },
    {
      key: 'trigger',
      header: 'notification_logs.col.trigger',
      width: 14,
      value: (r) => t(`notification_logs.trigger.${r.trigger}`),
    },
    {
      key: 'status',
      header: 'notification_logs.col.status',
      width: 14,
      value: (r) => t(`notification_logs.status.${r.status}`),
    },
    { key: 'attempts', header: 'notification_logs.col.attempts', width: 10, value: (r) => r.attempts },
    {
      key: 'segments',
      header: 'notification_logs.col.segments',
      width: 10,
      value: (r) => (r.notification_channel === 'sms' ? r.segments : ''),
    },
    {
      key: 'sender',
      header: 'notification_logs.col.sender',
      width: 22,
      value: (r) => r.sender?.name ?? t('notification_logs.system'),
    },
    {
      key: 'delivered_at',
      header: 'notification_logs.col.delivered_at',
      width: 18,
      value: (r) => tbilisiTime(r.delivered_at),
    },
    { key: 'error', header: 'notification_logs.col.error', width: 36, value: (r) => r.error_message ?? '' },
    { key: 'text', header: 'notification_logs.col.text', width: 60, value: (r) => r.text },
    { key: 'comment', header: 'notification_logs.col.comment', width: 36, value: (r) => r.comment ?? '' },
  ];
};

/** The log rows as an .xlsx, headers and values in the reader's language. */
export async function writeLogSheet(rows: NotificationLog[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate('notification_logs.sheet', locale));
  const cols = columns(locale);
  sheet.columns = cols.map((c) => ({ key: c.key, header: translate(c.header, locale), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Contract numbers and phones stay text: Excel would drop a leading zero or a plus.
  for (const key of ['contract_no', 'recipient']) sheet.getColumn(key).numFmt = '@';
  for (const row of rows) sheet.addRow(Object.fromEntries(cols.map((c) => [c.key, c.value(row)])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
