import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smsSegments } from '@shared/notifications/sms-segments';
import { translate } from '@shared/i18n/messages';
import { docTemplates, jobs, notificationMessages, notifications } from '../../db/schema';
import { JobQueue } from '../../platform/job-queue';
import { insertCustomer, insertSale, insertUser, userIdOf } from '../../test/factories';
import { startSmsStub, type SmsStub } from '../../test/sms-stub';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliveryJob } from './delivery.service';

// 11:00 in Tbilisi on 10 March 2026; the tests move it to make retries due.
let clock = new Date('2026-03-10T07:00:00Z');
let t: TestApp;
let sms: SmsStub;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  sms = await startSmsStub();
  smtp = await startSmtpReceiver();
  t = await createTestApp({ now: () => clock, env: { SMS_URL: sms.url, MAIL_URL: smtp.url } });
});
// Every test leaves the queue empty and the gateway answering, so the next one starts clean.
afterEach(async () => {
  sms.setFailing(false);
  await t.app.deps.jobs.drain();
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await smtp.close();
});

const rowsOf = (saleId: number) =>
  t.db
    .select()
    .from(notificationMessages)
    .where(eq(notificationMessages.sale_id, saleId))
    .orderBy(notificationMessages.id);

/** A sale of one or two instalments: an overdue one (1 March) and one due on 1 April. */
async function sale(
  buyers: Parameters<typeof insertCustomer>[1][],
  extra: Parameters<typeof insertSale>[1] = {},
) {
  const ids = [];
  for (const b of buyers) ids.push(await insertCustomer(t.db, b));
  return insertSale(t.db, {
    customer_ids: ids,
    price: '10000.00',
    rows: [
      { date: '2026-03-01', amount: '4000.00' },
      { date: '2026-04-01', amount: '6000.00' },
    ],
    ...extra,
  });
}

describe('manual sends from the sale page', () => {
  it('previews a reminder in each buyer’s language over both channels and changes nothing', async () => {
    const s = await sale([
      { phone: '+995599100001', email: 'nino@example.ge' },
      { first_name_en: 'John', last_name_en: 'Smith', phone: '+447700900123', email: null, locale: 'en' },
    ]);
    const api = await t.as('admin', 'en');
    const res = await api.get(`/api/sales/${s.id}/reminder-notification`);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(
      messages.map((m: { channel: string; locale: string; recipient: string }) => [
        m.channel,
        m.locale,
        m.recipient,
      ]),
    ).toEqual([
      ['sms', 'ka', '+995599100001'],
      ['email', 'ka', 'nino@example.ge'],
      ['sms', 'en', '+447700900123'],
      ['email', 'en', ''],
    ]);
    // The next unpaid instalment is the first (4,000.00 USD due on 1 March).
    expect(messages[0].text).toContain(`№${s.contract_no}`);
    expect(messages[0].text).toContain('4,000.00 USD');
    expect(messages[0].segments).toBeGreaterThanOrEqual(2);
    expect(messages[2].text).toContain('4,000.00 USD is due on 1 March 2026');
    // Stored as counted: the company's Georgian name makes even the English SMS a UCS-2 one.
    expect(messages[2].segments).toBe(smsSegments(messages[2].text));
    expect(messages[1].subject).toBe(`გადახდის შეხსენება — ხელშეკრულება №${s.contract_no}`);
    expect(messages[3].text).toMatch(/^Dear John Smith,/);
    expect(await rowsOf(s.id)).toEqual([]);
    const only = await api.get(
      `/api/sales/${s.id}/overdue-notification?channels=sms&customer_ids=${s.customer_id}`,
    );
    expect(only.json().messages).toHaveLength(1);
    expect(only.json().messages[0].text).toContain('4,000.00 USD');
  });

  it('sends an SMS to every buyer by default, at once, and logs who sent it', async () => {
    const s = await sale([{ phone: '+995599100002' }, { phone: null }]);
    const api = await t.as('admin', 'en');
    const res = await api.post(`/api/sales/${s.id}/overdue-notification`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().queued).toBe(2);
    await t.app.deps.jobs.drain();
    const rows = await rowsOf(s.id);
    expect(rows.map((r) => [r.reason, r.channel, r.trigger, r.status, r.recipient])).toEqual([
      ['overdue', 'sms', 'manual', 'sent', '+995599100002'],
      ['overdue', 'sms', 'manual', 'failed', ''],
    ]);
    expect(rows[0]!.sender_id).toBe(await userIdOf(t.db, 'admin'));
    expect(rows[0]!.code).toMatch(/^\d+$/);
    expect(rows[1]!.error_message).toBe(translate('messaging.no_phone', 'ka'));
    expect(rows[1]!.attempts).toBe(0);
    expect(sms.received.at(-1)).toMatchObject({ destination: '995599100002' });
  });

  it('refuses a customer who is not a buyer of the sale, and a sale with nothing to write about', async () => {
    const s = await sale([{ phone: '+995599100003' }], {
      rows: [{ date: '2026-05-01', amount: '10000.00' }],
    });
    const api = await t.as('admin', 'en');
    const stranger = await insertCustomer(t.db);
    const wrong = await api.post(`/api/sales/${s.id}/reminder-notification`, { customer_ids: [stranger] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.customer_ids).toEqual(['This customer is not a buyer on this sale']);
    const none = await api.post(`/api/sales/${s.id}/overdue-notification`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('The sale has no overdue instalment');
    const noPayment = await api.get(`/api/sales/${s.id}/payment-notification/adding`);
    expect(noPayment.json().message).toBe('No payment has been recorded on this sale yet');
    expect(await rowsOf(s.id)).toEqual([]);
  });

  it('previews and sends the notice of the latest payment', async () => {
    const s = await sale([{ phone: '+995599100004' }]);
    const admin = await t.as('admin', 'en');
    const paid = await admin.post('/api/payments/pay', {
      sale_id: s.id,
      mode: 'sale',
      amount: '1500',
      currency: 'USD',
      payment_date: '2026-03-09',
      payment_type: 'bank_transfer',
      bank_account_id: null,
    });
    expect(paid.statusCode).toBe(200);
    const preview = (await admin.get(`/api/sales/${s.id}/payment-notification/adding?channels=sms`)).json();
    expect(preview.messages[0].text).toContain('1,500.00 USD (9 მარტი 2026');
    const sent = await admin.post(`/api/sales/${s.id}/payment-notification/change`, { channels: ['sms'] });
    expect(sent.json().queued).toBe(1);
    await t.app.deps.jobs.drain();
    expect((await rowsOf(s.id)).map((r) => [r.reason, r.status])).toEqual([['payment_change', 'sent']]);
  });

  it('needs send_notifications and a sale the user may see', async () => {
    const s = await sale([{ phone: '+995599100005' }]);
    for (const role of ['accountant', 'client_manager']) {
      const api = await t.as(role, 'en');
      expect((await api.get(`/api/sales/${s.id}/reminder-notification`)).statusCode).toBe(403);
      expect((await api.post(`/api/sales/${s.id}/reminder-notification`, {})).statusCode).toBe(403);
    }
    await insertUser(t.db, 'own_sender', ['send_notifications', 'view_only_own_sales'], [1]);
    const own = await t.as('own_sender', 'en');
    expect((await own.get(`/api/sales/${s.id}/reminder-notification`)).statusCode).toBe(404);
    expect((await own.post(`/api/sales/${s.id}/reminder-notification`, {})).statusCode).toBe(404);
    expect(await rowsOf(s.id)).toEqual([]);
  });

  it('retries a refusing SMS gateway with a growing delay, then fails the message and tells the sender', async () => {
    const s = await sale([{ phone: '+995599100006' }]);
    const api = await t.as('admin', 'en');
    sms.setFailing(true);
    const { message_ids } = (await api.post(`/api/sales/${s.id}/reminder-notification`, {})).json();
    const row = async () =>
      (await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, message_ids[0])))[0]!;
    await t.app.deps.jobs.drain();
    expect(await row()).toMatchObject({
      status: 'sending',
      attempts: 1,
      error_message: 'Insufficient balance',
    });
    expect(await t.app.deps.jobs.drain()).toBe(0);
    for (const seconds of [60, 300, 1500]) {
      clock = new Date(clock.getTime() + seconds * 1000);
      expect(await t.app.deps.jobs.drain()).toBe(1);
    }
    sms.setFailing(false);
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: 4,
      error_message: 'Insufficient balance',
    });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(job?.last_error).toBe('Insufficient balance');
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, await userIdOf(t.db, 'admin')));
    expect(notices.filter((n) => n.kind === 'message_failed').at(-1)).toMatchObject({
      sale_id: s.id,
      params: { contract_no: s.contract_no, recipient: '+995599100006', channel: 'sms' },
    });
  });

  it('sends an e-mail through SMTP with an HTML and a plain-text part, in the language of the template chosen', async () => {
    const [template] = await t.db
      .insert(docTemplates)
      .values([
        {
          name: 'Overdue letter',
          type: 'email',
          language: 'ka',
          subject: 'ვადაგადაცილება №{contract_no}',
          body: '<p>ვადაგადაცილებული თანხა: <strong>{overdue_amount} {currency_code}</strong></p>',
        },
        {
          name: 'Overdue letter',
          type: 'email',
          language: 'ru',
          subject: 'Просрочка №{contract_no}',
          body: '<p>Просрочено: <strong>{overdue_amount} {currency_code}</strong>, {customer_name}</p>',
        },
      ])
      .returning({ id: docTemplates.id });
    const admin = await t.as('admin', 'en');
    const rule = (await admin.get('/api/notification-rules'))
      .json()
      .data.find((r: { type: string; days_offset: number }) => r.type === 'overdue' && r.days_offset === 1);
    await admin.put(`/api/notification-rules/${rule.id}`, { ...rule, email_template_id: template!.id });
    const s = await sale([
      { first_name_ru: 'Нино', last_name_ru: 'Беридзе', email: 'nino.ru@example.ge', locale: 'ru' },
    ]);
    await admin.post(`/api/sales/${s.id}/overdue-notification`, { channels: ['email'] });
    await t.app.deps.jobs.drain();
    const [row] = await rowsOf(s.id);
    expect(row).toMatchObject({ status: 'sent', locale: 'ru', subject: `Просрочка №${s.contract_no}` });
    expect(row!.code).toMatch(/^<.+@.+>$/);
    const mail = smtp.received.find((m) => m.to.includes('nino.ru@example.ge'))!;
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(row!.text).toBe('Просрочено: 4,000.00 USD, Нино Беридзе');
    expect(row!.html).toBe('<p>Просрочено: <strong>4,000.00 USD</strong>, Нино Беридзе</p>');
    await admin.put(`/api/notification-rules/${rule.id}`, { ...rule, email_template_id: null });
  });

  it('switches a sale’s automated messages off and on, shown on the sale page and audited', async () => {
    const s = await sale([{ phone: '+995599100007' }]);
    expect((await (await t.as('admin')).get(`/api/sales/${s.id}`)).json().notifications_enabled).toBe(true);
    const off = await (
      await t.as('admin')
    ).put(`/api/sales/${s.id}/notifications`, { notifications_enabled: false });
    expect(off.json()).toEqual({ notifications_enabled: false });
    expect((await (await t.as('admin')).get(`/api/sales/${s.id}`)).json().notifications_enabled).toBe(false);
    expect(
      (
        await (
          await t.as('client_manager')
        ).put(`/api/sales/${s.id}/notifications`, { notifications_enabled: true })
      ).statusCode,
    ).toBe(403);
    const log = (
      await (await t.as('admin', 'en')).post('/api/logs', { entity_type: 'sale', entity_id: String(s.id) })
    ).json().data[0];
    expect(log.changes.notifications_enabled).toEqual({ before: true, after: false });
  });

  it('never delivers twice when two workers drain one database', async () => {
    const sales = [];
    for (let i = 0; i < 3; i++)
      sales.push(await sale([{ phone: `+99559920000${i}` }, { phone: `+99559921000${i}` }]));
    const admin = await t.as('admin', 'en');
    const before = sms.received.length;
    const ids: number[] = [];
    for (const s of sales)
      ids.push(...(await admin.post(`/api/sales/${s.id}/reminder-notification`, {})).json().message_ids);
    const workers = [0, 1].map(() => {
      const queue = new JobQueue({ db: t.db, log: { error: () => undefined }, now: () => clock });
      queue.register(deliveryJob(t.app.deps));
      return queue;
    });
    const ran = await Promise.all(workers.map((w) => w.drain()));
    expect(ran[0]! + ran[1]!).toBe(6);
    expect(sms.received.length - before).toBe(6);
    const rows = await t.db.select().from(notificationMessages).where(inArray(notificationMessages.id, ids));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(6).fill(['sent', 1]));
  });
});
