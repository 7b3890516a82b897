import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationLog } from '@shared/notifications/messages';
import { auditLogs, customers, jobs, notificationMessages } from '../../db/schema';
import {
  insertComplex,
  insertCustomer,
  insertSale,
  insertUser,
  userIdOf,
  type InsertedSale,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type MessageValues = Partial<typeof notificationMessages.$inferInsert>;

/** A log row straight in the database: a queued automated SMS reminder unless the values say otherwise. */
async function insertMessage(values: MessageValues): Promise<number> {
  const [row] = await t.db
    .insert(notificationMessages)
    .values({
      reason: 'reminder',
      channel: 'sms',
      trigger: 'automated',
      status: 'queued',
      recipient: '+995599000111',
      locale: 'ka',
      text: 'შეხსენება: გადასახდელია 1,000.00 $',
      segments: 1,
      ...values,
    })
    .returning({ id: notificationMessages.id });
  return row!.id;
}

const list = async (username: string, filter: Record<string, unknown>) => {
  const res = await (await t.as(username, 'en')).post('/api/notification-logs', filter);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: NotificationLog[]; meta: { total: number; last_page: number } };
};
const idsOf = (page: { data: NotificationLog[] }) => page.data.map((r) => r.id);

describe('the notification log list', () => {
  let sale: InsertedSale;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const customerId = await insertCustomer(t.db, { first_name_en: 'Nino', last_name_en: 'Beridze' });
    sale = await insertSale(t.db, { customer_ids: [customerId] });
    const admin = await userIdOf(t.db, 'admin');
    const base = { sale_id: sale.id, customer_id: customerId };
    ids.reminder = await insertMessage({
      ...base,
      status: 'delivered',
      created_at: new Date('2025-03-01T08:00:00Z'),
      delivered_at: new Date('2025-03-01T08:01:00Z'),
    });
    ids.overdue = await insertMessage({
      ...base,
      reason: 'overdue',
      channel: 'email',
      recipient: 'nino@example.ge',
      subject: 'Overdue',
      status: 'failed',
      attempts: 5,
      error_message: 'mailbox unavailable',
      created_at: new Date('2025-03-05T08:00:00Z'),
    });
    ids.manual = await insertMessage({
      ...base,
      trigger: 'manual',
      sender_id: admin,
      status: 'sent',
      created_at: new Date('2025-03-10T08:00:00Z'),
    });
    // 21:30 UTC on the 10th is already the 11th in Tbilisi.
    ids.late = await insertMessage({
      ...base,
      status: 'canceled',
      error_message: 'paid meanwhile',
      created_at: new Date('2025-03-10T21:30:00Z'),
    });
  });

  it('answers the rows newest first with the sale, the buyer and the sender', async () => {
    const page = await list('admin', { sale_id: sale.id });
    expect(idsOf(page)).toEqual([ids.late, ids.manual, ids.overdue, ids.reminder]);
    expect(page.meta.total).toBe(4);
    const manual = page.data.find((r) => r.id === ids.manual)!;
    expect(manual).toMatchObject({
      contract_no: sale.contract_no,
      customer_name: 'Nino Beridze',
      trigger: 'manual',
      sender: { id: await userIdOf(t.db, 'admin'), name: expect.any(String) },
      comment: null,
      comments: [],
    });
    expect(page.data.find((r) => r.id === ids.reminder)).toMatchObject({
      sender: null,
      status: 'delivered',
      delivered_at: '2025-03-01T08:01:00.000Z',
    });
    expect(page.data.find((r) => r.id === ids.overdue)).toMatchObject({
      notification_channel: 'email',
      notification_type: 'overdue',
      error_message: 'mailbox unavailable',
      attempts: 5,
    });
  });

  it('filters by each field', async () => {
    const by = async (filter: Record<string, unknown>) =>
      idsOf(await list('admin', { sale_id: sale.id, ...filter }));
    expect(await by({ notification_channel: 'email' })).toEqual([ids.overdue]);
    expect(await by({ notification_type: 'overdue' })).toEqual([ids.overdue]);
    expect(await by({ status: 'canceled' })).toEqual([ids.late]);
    expect(await by({ trigger: 'manual' })).toEqual([ids.manual]);
    expect(await by({ date_from: '2025-03-05', date_to: '2025-03-10' })).toEqual([ids.manual, ids.overdue]);
    expect(await by({ date_from: '2025-03-11' })).toEqual([ids.late]);
    // A reversed range is read the right way round.
    expect(await by({ date_from: '2025-03-02', date_to: '2025-03-01' })).toEqual([ids.reminder]);
    const byCustomer = await list('admin', { customer_id: sale.customer_id });
    expect(idsOf(byCustomer)).toEqual([ids.late, ids.manual, ids.overdue, ids.reminder]);
  });

  it('pages', async () => {
    const first = await list('admin', { sale_id: sale.id, perpage: 5, page: 1 });
    expect(first.meta).toMatchObject({ total: 4, last_page: 1 });
    const res = await (await t.as('admin')).post('/api/notification-logs', { sale_id: sale.id, perpage: 7 });
    expect(res.statusCode).toBe(422);
    const extra = await Promise.all(
      Array.from({ length: 3 }, (_, k) =>
        insertMessage({ sale_id: sale.id, created_at: new Date(`2025-02-0${k + 1}T08:00:00Z`) }),
      ),
    );
    const second = await list('admin', { sale_id: sale.id, perpage: 5, page: 2 });
    expect(second.meta).toMatchObject({ total: 7, last_page: 2 });
    expect(idsOf(second)).toEqual([extra[1], extra[0]]);
  });
});

describe('who reads which rows', () => {
  let mine: InsertedSale;
  let other: InsertedSale;
  let ownManager: number;
  const rows: Record<string, number> = {};

  beforeAll(async () => {
    ownManager = await insertUser(t.db, 'own_notifier', ['send_notifications', 'view_only_own_sales']);
    mine = await insertSale(t.db, { responsible_user_id: ownManager });
    other = await insertSale(t.db);
    rows.mine = await insertMessage({ sale_id: mine.id, customer_id: mine.customer_id });
    rows.other = await insertMessage({ sale_id: other.id, customer_id: other.customer_id });
    rows.noSale = await insertMessage({ recipient: '+995599777888' });
  });

  it('view_notification_logs reads every row; the accountant reads but may not comment', async () => {
    for (const username of ['admin', 'accountant']) {
      expect(idsOf(await list(username, { sale_id: mine.id }))).toEqual([rows.mine]);
      expect(idsOf(await list(username, { sale_id: other.id }))).toEqual([rows.other]);
    }
    const page = await list('admin', { perpage: 50 });
    expect(idsOf(page)).toContain(rows.noSale);
    const accountant = await t.as('accountant', 'en');
    const res = await accountant.post(`/api/notification-logs/${rows.mine}/comment`, { comment: 'Called' });
    expect(res.statusCode).toBe(403);
  });

  it('a sales manager reads the rows of the sales they see, not the ones without a sale', async () => {
    expect(idsOf(await list('sales_manager', { sale_id: other.id }))).toEqual([rows.other]);
    const all = await list('sales_manager', { perpage: 'all' });
    expect(idsOf(all)).toContain(rows.mine);
    expect(idsOf(all)).not.toContain(rows.noSale);
  });

  it('a manager of their own sales reads only those, and a row they cannot see is not found', async () => {
    expect(idsOf(await list('own_notifier', { sale_id: other.id }))).toEqual([]);
    const all = await list('own_notifier', { perpage: 'all' });
    expect(idsOf(all)).toEqual([rows.mine]);
    const api = await t.as('own_notifier', 'en');
    const hidden = await api.post(`/api/notification-logs/${rows.other}/comment`, { comment: 'Called' });
    expect(hidden.statusCode).toBe(404);
    const ok = await api.post(`/api/notification-logs/${rows.mine}/comment`, { comment: 'Called' });
    expect(ok.statusCode).toBe(200);
  });

  it('a client manager without either permission is refused', async () => {
    const api = await t.as('client_manager', 'en');
    expect((await api.post('/api/notification-logs', {})).statusCode).toBe(403);
    expect((await api.post('/api/notification-logs/export', {})).statusCode).toBe(403);
  });
});

describe('the log follows the sale’s scope (spec §6)', () => {
  let here: InsertedSale;
  let there: InsertedSale;
  const rows: Record<string, number> = {};

  beforeAll(async () => {
    const complex = (await insertComplex(t.db, { name: 'შეტყობინებების კომპლექსი' })).id;
    const elsewhere = (await insertComplex(t.db, { name: 'სხვა კომპლექსი' })).id;
    const scopedReader = ['view_notification_logs', 'send_notifications'];
    await insertUser(t.db, 'log_one_complex', scopedReader, [complex]);
    await insertUser(t.db, 'log_no_complex', scopedReader, []);
    const ownReader = await insertUser(
      t.db,
      'log_own_only',
      [...scopedReader, 'view_only_own_sales'],
      [complex, elsewhere],
    );
    here = await insertSale(t.db, { building_id: complex, responsible_user_id: ownReader });
    there = await insertSale(t.db, { building_id: elsewhere });
    const failed = { status: 'failed' as const, reason: 'overdue' as const, error_message: 'no answer' };
    rows.here = await insertMessage({ sale_id: here.id, customer_id: here.customer_id, ...failed });
    rows.there = await insertMessage({ sale_id: there.id, customer_id: there.customer_id, ...failed });
    rows.noSale = await insertMessage({ recipient: '+995599123123' });
  });

  const exported = async (username: string) => {
    const res = await (await t.as(username, 'en')).post('/api/notification-logs/export', {});
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    // The contract column, below its header.
    const contracts = (book.worksheets[0]!.getColumn(2).values as unknown[]).slice(2);
    return contracts.filter((v): v is string => typeof v === 'string');
  };

  it('a reader limited to one complex reads, exports, comments on and resends only its messages', async () => {
    const all = idsOf(await list('log_one_complex', { perpage: 'all' }));
    expect(all).toContain(rows.here);
    expect(all).not.toContain(rows.there);
    expect(all).not.toContain(rows.noSale);
    expect(idsOf(await list('log_one_complex', { sale_id: there.id }))).toEqual([]);
    const sheet = await exported('log_one_complex');
    expect(sheet).toContain(here.contract_no);
    expect(sheet).not.toContain(there.contract_no);

    const api = await t.as('log_one_complex', 'en');
    const comment = await api.post(`/api/notification-logs/${rows.there}/comment`, { comment: 'Called' });
    expect(comment.statusCode).toBe(404);
    const resend = await api.post(`/api/notification-logs/${rows.there}/resend`);
    expect(resend.statusCode).toBe(404);
    const sent = await t.db
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.sale_id, there.id), eq(notificationMessages.trigger, 'manual')));
    expect(sent).toEqual([]);
    expect(
      (await api.post(`/api/notification-logs/${rows.here}/comment`, { comment: 'Called' })).statusCode,
    ).toBe(200);
    expect((await api.post(`/api/notification-logs/${rows.here}/resend`)).statusCode).toBe(200);
  });

  it('a reader with no complex sees nothing and acts on nothing', async () => {
    expect(await list('log_no_complex', { perpage: 'all' })).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await exported('log_no_complex')).toEqual([]);
    const api = await t.as('log_no_complex', 'en');
    for (const id of [rows.here, rows.there, rows.noSale]) {
      expect((await api.post(`/api/notification-logs/${id}/comment`, { comment: 'Called' })).statusCode).toBe(
        404,
      );
      expect((await api.post(`/api/notification-logs/${id}/resend`)).statusCode).toBe(404);
    }
  });

  it('an own-only reader reads the messages of their own sales only', async () => {
    const all = idsOf(await list('log_own_only', { perpage: 'all' }));
    expect(all).toContain(rows.here);
    expect(all).not.toContain(rows.there);
    expect(all).not.toContain(rows.noSale);
    const sheet = await exported('log_own_only');
    expect(sheet).not.toContain(there.contract_no);
    const api = await t.as('log_own_only', 'en');
    expect(
      (await api.post(`/api/notification-logs/${rows.there}/comment`, { comment: 'x' })).statusCode,
    ).toBe(404);
  });

  it('whoever sees every complex still reads a message whose sale is gone', async () => {
    expect(idsOf(await list('accountant', { perpage: 'all' }))).toEqual(
      expect.arrayContaining([rows.here, rows.there, rows.noSale]),
    );
  });
});

describe('comments and call outcomes', () => {
  let id: number;
  beforeAll(async () => {
    const sale = await insertSale(t.db);
    id = await insertMessage({ sale_id: sale.id, customer_id: sale.customer_id, reason: 'overdue' });
  });

  it('adds notes newest first with their authors, and audits them', async () => {
    const api = await t.as('sales_manager', 'en');
    const first = await api.post(`/api/notification-logs/${id}/comment`, {
      comment: 'No answer in the morning',
      outcome: 'no_answer',
    });
    expect(first.statusCode).toBe(200);
    const res = await api.post(`/api/notification-logs/${id}/comment`, {
      comment: 'Will pay on Friday',
      outcome: 'promised_to_pay',
      promised_date: '2025-04-04',
      promised_amount: '1500.50',
    });
    expect(res.statusCode).toBe(200);
    const row = res.json() as NotificationLog;
    const manager = await userIdOf(t.db, 'sales_manager');
    expect(row.comment).toBe('Will pay on Friday');
    expect(row.comments).toEqual([
      expect.objectContaining({
        comment: 'Will pay on Friday',
        outcome: 'promised_to_pay',
        promised_date: '2025-04-04',
        promised_amount: '1500.50',
        author_id: manager,
        author_name: expect.stringMatching(/\S/),
      }),
      expect.objectContaining({
        comment: 'No answer in the morning',
        outcome: 'no_answer',
        promised_date: null,
      }),
    ]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity_type, 'notification_message_comment'), eq(auditLogs.entity_id, String(id))),
      );
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.user_id === manager)).toBe(true);
  });

  it('refuses an empty note, an unknown outcome and a promise without its date and amount', async () => {
    const api = await t.as('admin', 'en');
    const empty = await api.post(`/api/notification-logs/${id}/comment`, { comment: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.comment).toEqual(['Required field']);
    const unknown = await api.post(`/api/notification-logs/${id}/comment`, {
      comment: 'x',
      outcome: 'maybe',
    });
    expect(unknown.statusCode).toBe(422);
    const promise = await api.post(`/api/notification-logs/${id}/comment`, {
      comment: 'Promised',
      outcome: 'promised_to_pay',
    });
    expect(promise.statusCode).toBe(422);
    expect(Object.keys(promise.json().errors).sort()).toEqual(['promised_amount', 'promised_date']);
    const georgian = await (
      await t.as('admin', 'ka')
    ).post(`/api/notification-logs/${id}/comment`, {
      comment: 'Promised',
      outcome: 'promised_to_pay',
      promised_date: '2025-04-04',
      promised_amount: '-5',
    });
    expect(georgian.statusCode).toBe(422);
    expect(georgian.json().errors.promised_amount[0]).toMatch(/[\u10A0-\u10FF]/);
    const missing = await api.post('/api/notification-logs/99999999/comment', { comment: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('resending a failed message', () => {
  let sale: InsertedSale;
  beforeAll(async () => {
    sale = await insertSale(t.db);
  });

  const failed = (values: MessageValues = {}) =>
    insertMessage({
      sale_id: sale.id,
      customer_id: sale.customer_id,
      reason: 'overdue',
      channel: 'email',
      status: 'failed',
      recipient: 'old@example.ge',
      subject: 'Overdue payment',
      text: 'Your payment is overdue',
      html: '<p>Your payment is overdue</p>',
      locale: 'en',
      attempts: 5,
      error_message: '550 mailbox unavailable',
      ...values,
    });

  it('queues a new manual copy to the buyer’s current address and enqueues its delivery', async () => {
    await t.db.update(customers).set({ email: 'new@example.ge' }).where(eq(customers.id, sale.customer_id));
    const id = await failed();
    const api = await t.as('sales_manager', 'en');
    const res = await api.post(`/api/notification-logs/${id}/resend`);
    expect(res.statusCode).toBe(200);
    const row = res.json() as NotificationLog;
    expect(row.id).not.toBe(id);
    expect(row).toMatchObject({
      status: 'queued',
      trigger: 'manual',
      sender: { id: await userIdOf(t.db, 'sales_manager') },
      notification_channel: 'email',
      notification_type: 'overdue',
      recipient: 'new@example.ge',
      subject: 'Overdue payment',
      text: 'Your payment is overdue',
      locale: 'en',
      sale_id: sale.id,
      customer_id: sale.customer_id,
      attempts: 0,
      error_message: null,
    });
    const [copy] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, row.id));
    expect(copy?.html).toBe('<p>Your payment is overdue</p>');
    const queued = await t.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'notification.deliver' and ${jobs.payload}->>'message_id' = ${String(row.id)}`,
      );
    expect(queued).toHaveLength(1);
    // The failed row stays as it was.
    const [original] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, id));
    expect(original).toMatchObject({ status: 'failed', recipient: 'old@example.ge' });
  });

  it('refuses a message that did not fail, and one with nowhere to go', async () => {
    const api = await t.as('admin', 'en');
    const sent = await failed({ status: 'sent', error_message: null });
    const notFailed = await api.post(`/api/notification-logs/${sent}/resend`);
    expect(notFailed.statusCode).toBe(422);
    expect(notFailed.json().message).toBe('Only a message that failed can be sent again');

    const buyer = await insertCustomer(t.db, { phone: null });
    const nowhere = await insertMessage({
      customer_id: buyer,
      sale_id: sale.id,
      status: 'failed',
      recipient: '',
      error_message: 'The buyer has no phone number',
    });
    const res = await api.post(`/api/notification-logs/${nowhere}/resend`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Add it to the customer first/);
  });

  it('needs send_notifications', async () => {
    const id = await failed();
    expect((await (await t.as('accountant')).post(`/api/notification-logs/${id}/resend`)).statusCode).toBe(
      403,
    );
  });
});

describe('the Excel export', () => {
  it('answers a workbook of the filtered rows, in the request’s language', async () => {
    const sale = await insertSale(t.db);
    await insertMessage({
      sale_id: sale.id,
      customer_id: sale.customer_id,
      status: 'failed',
      error_message: 'gateway refused',
      created_at: new Date('2025-05-02T10:00:00Z'),
    });
    await insertMessage({ sale_id: sale.id, customer_id: sale.customer_id, status: 'sent' });
    const res = await (
      await t.as('admin', 'en')
    ).post('/api/notification-logs/export', {
      sale_id: sale.id,
      status: 'failed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['Date', 'Contract', 'Status', 'Channel', 'Sender']));
    expect(sheet.rowCount).toBe(2);
    const line = sheet.getRow(2).values as unknown[];
    expect(line).toEqual(
      expect.arrayContaining(['2025-05-02 14:00', sale.contract_no, 'Failed', 'SMS', 'Reminder', 'System']),
    );
    expect(line).toContain('gateway refused');

    const ka = await (await t.as('admin', 'ka')).post('/api/notification-logs/export', { sale_id: sale.id });
    const kaBook = new ExcelJS.Workbook();
    await kaBook.xlsx.load(ka.rawPayload as unknown as ArrayBuffer);
    const kaSheet = kaBook.worksheets[0]!;
    expect(kaSheet.rowCount).toBe(3);
    expect(kaSheet.getRow(1).values).toEqual(expect.arrayContaining(['თარიღი', 'სტატუსი']));
    expect(kaSheet.getColumn(8).values).toEqual(expect.arrayContaining(['გაგზავნილი', 'ვერ გაიგზავნა']));
  });
});
