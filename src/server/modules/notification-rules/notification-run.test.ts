import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@shared/i18n/messages';
import {
  jobs,
  notificationMessages,
  notificationRules,
  sales,
  serviceInstalments,
  tasks,
} from '../../db/schema';
import {
  insertCustomer,
  insertSale,
  insertServiceType,
  insertUser,
  type SaleOptions,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runNotifications } from './notification-run.service';

/** 11:00 in Tbilisi (UTC+4) on Tuesday 10 March 2026. */
const at = (time: string, day = '2026-03-10') => new Date(`${day}T${time}:00+04:00`);
let clock = at('11:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

type Buyer = { phone?: string | null; email?: string | null; locale?: 'ka' | 'en' | 'ru' | null };

/** A 12,000 USD sale with one instalment of the whole price due on `due`, bought by one buyer. */
async function saleDue(due: string, buyer: Buyer, options: SaleOptions = {}) {
  const customerId = await insertCustomer(t.db, {
    first_name_en: 'Test',
    last_name_en: 'Buyer',
    phone: buyer.phone ?? null,
    email: buyer.email ?? null,
    locale: buyer.locale ?? null,
  });
  return insertSale(t.db, {
    customer_ids: [customerId],
    contract_start_date: '2025-12-01',
    rows: [{ date: due, amount: '12000.00' }],
    ...options,
  });
}

const rowsOf = (saleIds: number[]) =>
  t.db
    .select()
    .from(notificationMessages)
    .where(inArray(notificationMessages.sale_id, saleIds))
    .orderBy(notificationMessages.sale_id, notificationMessages.id);

/**
 * A sale's messages by rule, its own instalments before its services', each instalment's channels as
 * written: the run writes several instalments at once, so rows of one rule may be stored in either order.
 */
const inRuleOrder = async (saleId: number) =>
  (await rowsOf([saleId])).sort(
    (a, b) => a.rule_id! - b.rule_id! || (a.service_instalment_id ?? 0) - (b.service_instalment_id ?? 0),
  );

describe('the automated run', () => {
  it('writes exactly what the rules ask for today, once, and re-checks each message before it goes', async () => {
    const s = {
      reminder3: await saleDue('2026-03-13', { phone: '+995599300001', locale: 'en' }),
      dueToday: await saleDue('2026-03-10', { phone: '+995599300002' }),
      overdue1: await saleDue('2026-03-09', { phone: '+995599300003', email: 'o1@example.ge' }),
      caughtUp: await saleDue('2026-03-08', { phone: '+995599300004', email: 'o1b@example.ge' }),
      overdue7: await saleDue('2026-03-03', { phone: '+995599300005', email: 'o7@example.ge' }),
      overdue30: await saleDue('2026-02-08', {
        phone: '+995599300006',
        email: 'o30@example.ge',
        locale: 'ru',
      }),
      paidMeanwhile: await saleDue('2026-03-13', { phone: '+995599300007' }),
      excluded: await saleDue('2026-03-13', { phone: '+995599300008' }),
      noPhone: await saleDue('2026-03-10', { phone: null }),
      later: await saleDue('2026-03-16', { phone: '+995599300009' }),
      canceled: await saleDue('2026-03-10', { phone: '+995599300010' }, { status: 'canceled' }),
    };
    await t.db.update(sales).set({ notifications_enabled: false }).where(eq(sales.id, s.excluded.id));
    const ids = Object.values(s).map((x) => x.id);

    // The demo sales of the seeded database may be due too: the run's count is checked against the log.
    const logged = async () =>
      (await t.db.select({ id: notificationMessages.id }).from(notificationMessages)).length;
    const before = await logged();
    const result = await runNotifications(t.app.deps);
    expect(result).toEqual({ ran: true, queued: (await logged()) - before });
    const queued = await rowsOf(ids);
    const name = (saleId: number) => Object.entries(s).find(([, x]) => x.id === saleId)![0];
    expect(
      queued.map((r) => [name(r.sale_id!), r.reason, r.channel, r.recipient, r.status, r.trigger]),
    ).toEqual(
      [
        ['reminder3', 'reminder', 'sms', '+995599300001', 'queued', 'automated'],
        ['dueToday', 'reminder', 'sms', '+995599300002', 'queued', 'automated'],
        ['overdue1', 'overdue', 'sms', '+995599300003', 'queued', 'automated'],
        ['overdue1', 'overdue', 'email', 'o1@example.ge', 'queued', 'automated'],
        ['caughtUp', 'overdue', 'sms', '+995599300004', 'queued', 'automated'],
        ['caughtUp', 'overdue', 'email', 'o1b@example.ge', 'queued', 'automated'],
        ['overdue7', 'overdue', 'email', 'o7@example.ge', 'queued', 'automated'],
        ['overdue30', 'overdue', 'email', 'o30@example.ge', 'queued', 'automated'],
        ['paidMeanwhile', 'reminder', 'sms', '+995599300007', 'queued', 'automated'],
        ['noPhone', 'reminder', 'sms', '', 'queued', 'automated'],
      ].sort((a, b) => ids.indexOf(s[a[0] as keyof typeof s].id) - ids.indexOf(s[b[0] as keyof typeof s].id)),
    );
    expect(queued.every((r) => r.sender_id === null && r.rule_id !== null && r.instalment_id !== null)).toBe(
      true,
    );
    const first = queued[0]!;
    expect(first.idempotency_key).toBe(
      `auto:${first.rule_id}:${first.instalment_id}:2026-03-13:${s.reminder3.customer_id}:sms`,
    );
    expect(first).toMatchObject({ locale: 'en' });
    expect(first.text).toContain(
      `contract No. ${s.reminder3.contract_no} — 12,000.00 USD is due on 13 March 2026`,
    );
    const overdue30 = queued.find((r) => r.sale_id === s.overdue30.id)!;
    expect(overdue30).toMatchObject({
      locale: 'ru',
      subject: `Просроченный платёж — договор №${s.overdue30.contract_no}`,
    });
    expect(overdue30.text).toContain('Просроченная сумма: 12,000.00 USD');

    // Running again, even in the same quarter hour, writes nothing more.
    expect(await runNotifications(t.app.deps)).toEqual({ ran: true, queued: 0 });

    // The instalment is paid before the queue gets to its reminder.
    const paid = await (
      await t.as('admin')
    ).post('/api/payments/pay', {
      sale_id: s.paidMeanwhile.id,
      amount: '12000',
      currency: 'USD',
      payment_date: '2026-03-10',
      bank_account_id: null,
    });
    expect(paid.statusCode).toBe(200);
    await t.app.deps.jobs.drain();

    const done = await rowsOf(ids);
    expect(done).toHaveLength(10);
    const statusOf = (key: keyof typeof s) =>
      done.filter((r) => r.sale_id === s[key].id).map((r) => [r.status, r.error_message]);
    for (const key of ['reminder3', 'dueToday', 'overdue1', 'caughtUp', 'overdue7', 'overdue30'] as const)
      expect(
        statusOf(key).every(([status, error]) => status === 'sent' && error === null),
        key,
      ).toBe(true);
    expect(statusOf('paidMeanwhile')).toEqual([['canceled', translate('messaging.instalment_paid', 'ka')]]);
    expect(statusOf('noPhone')).toEqual([['failed', translate('messaging.no_phone', 'ka')]]);
    expect(done.filter((r) => r.status === 'sent').every((r) => r.code && r.attempts === 1)).toBe(true);
    expect(await runNotifications(t.app.deps)).toEqual({ ran: true, queued: 0 });
  });

  it('sends nothing outside the sending window, and catches up the next day', async () => {
    const sale = await saleDue('2026-03-20', { phone: '+995599300011' });
    const rows = () => rowsOf([sale.id]);
    clock = at('10:00', '2026-03-17');
    await t.db.update(sales).set({ notifications_enabled: false }).where(eq(sales.id, sale.id));
    expect((await runNotifications(t.app.deps)).ran).toBe(true);
    await t.db.update(sales).set({ notifications_enabled: true }).where(eq(sales.id, sale.id));
    for (const time of ['20:00', '23:45', '09:59']) {
      clock = at(time, '2026-03-17');
      expect(await runNotifications(t.app.deps), time).toEqual({ ran: false, queued: 0 });
    }
    expect(await rows()).toEqual([]);
    clock = at('09:59', '2026-03-18');
    expect((await runNotifications(t.app.deps)).ran).toBe(false);
    clock = at('10:00', '2026-03-18');
    await runNotifications(t.app.deps);
    expect((await rows()).map((r) => [r.reason, r.idempotency_key?.split(':')[3]])).toEqual([
      ['reminder', '2026-03-20'],
    ]);
  });

  it('cancels a queued reminder whose sale was canceled or excluded before delivery', async () => {
    clock = at('12:00', '2026-04-07');
    const canceled = await saleDue('2026-04-10', { phone: '+995599300012' });
    const excluded = await saleDue('2026-04-10', { phone: '+995599300013' });
    await runNotifications(t.app.deps);
    const admin = await t.as('admin', 'en');
    await admin.post(`/api/sales/${canceled.id}/status`, { status: 'canceled', reason: 'Buyer withdrew' });
    await admin.put(`/api/sales/${excluded.id}/notifications`, { notifications_enabled: false });
    await t.app.deps.jobs.drain();
    expect((await rowsOf([canceled.id, excluded.id])).map((r) => [r.status, r.error_message])).toEqual([
      ['canceled', translate('messaging.sale_closed', 'ka')],
      ['canceled', translate('messaging.sale_muted', 'ka')],
    ]);
    expect(await t.db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual([]);
  });
});

describe('renovations and containers (decision 022)', () => {
  it('get one message per instalment, rule, buyer and channel, apart from the sale’s, once, and none once paid', async () => {
    clock = at('11:00', '2026-06-10');
    const sale = await saleDue('2026-06-13', { phone: '+995599300020', email: 'r@example.ge', locale: 'en' });
    const admin = await t.as('admin', 'en');
    const line = { service_type_id: await insertServiceType(t.db), quantity: '1' };
    const renovation = await admin.post('/api/services', {
      sale_id: sale.id,
      title: 'Turnkey',
      lines: [line],
    });
    expect(renovation.statusCode, renovation.body).toBe(200);
    const planned = await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, {
      rows: [
        { date: '2026-06-09', amount: '400' },
        { date: '2026-06-13', amount: '600' },
      ],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    // Its instalment 1 falls due the day the sale's instalment 1 does: the keys must not meet.
    const container = await admin.post('/api/containers', {
      sale_id: sale.id,
      title: 'Parking P-7',
      lines: [line],
      schedule: {
        rows: [
          { date: '2026-06-13', amount: '250' },
          { date: '2099-01-01', amount: '750' },
        ],
      },
    });
    expect(container.statusCode, container.body).toBe(200);

    await runNotifications(t.app.deps);
    const rows = await inRuleOrder(sale.id);
    const what = rows.map((r) => [
      r.service_instalment_id === null ? 'sale' : 'service',
      r.reason,
      r.channel,
      r.subject ?? r.text,
    ]);
    // In the rules' order: the reminders 3 days ahead, then the letters a day after.
    expect(what).toEqual([
      [
        'sale',
        'reminder',
        'sms',
        expect.stringContaining(`${sale.contract_no} — 12,000.00 USD is due on 13 June`),
      ],
      [
        'service',
        'reminder',
        'sms',
        expect.stringContaining(
          `${sale.contract_no}, renovation “Turnkey” — 600.00 USD is due on 13 June 2026`,
        ),
      ],
      [
        'service',
        'reminder',
        'sms',
        expect.stringContaining(`${sale.contract_no}, Parking P-7 — 250.00 USD is due on 13 June 2026`),
      ],
      [
        'service',
        'overdue',
        'sms',
        expect.stringContaining(
          `${sale.contract_no}, renovation “Turnkey” — the instalment due on 9 June 2026 is overdue. Overdue amount: 400.00 USD`,
        ),
      ],
      [
        'service',
        'overdue',
        'email',
        `Overdue payment — renovation “Turnkey”, contract No. ${sale.contract_no}`,
      ],
    ]);
    const service = rows.filter((r) => r.service_instalment_id !== null);
    expect(service.every((r) => r.instalment_id === null && r.locale === 'en')).toBe(true);
    expect(service[2]!.idempotency_key).toBe(
      `auto:${service[2]!.rule_id}:service:${service[2]!.service_instalment_id}:2026-06-09:${sale.customer_id}:sms`,
    );
    expect(rows[0]!.idempotency_key).toBe(
      `auto:${rows[0]!.rule_id}:${rows[0]!.instalment_id}:2026-06-13:${sale.customer_id}:sms`,
    );

    expect(await runNotifications(t.app.deps)).toEqual({ ran: true, queued: 0 });

    // The renovation is paid before the queue gets to its messages: they are canceled, the rest go.
    const paid = await admin.post('/api/payments/pay', {
      mode: 'renovation',
      sale_id: sale.id,
      service_container_id: renovation.json().id,
      amount: '1000',
      currency: 'USD',
      payment_date: '2026-06-10',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.deps.jobs.drain();
    expect((await inRuleOrder(sale.id)).map((r) => [r.status, r.error_message])).toEqual([
      ['sent', null],
      ['canceled', translate('messaging.instalment_paid', 'en')],
      ['sent', null],
      ['canceled', translate('messaging.instalment_paid', 'en')],
      ['canceled', translate('messaging.instalment_paid', 'en')],
    ]);
    expect(await runNotifications(t.app.deps)).toEqual({ ran: true, queued: 0 });
  });

  it('gives the sale’s manager one task per late renovation instalment when the rule asks for it', async () => {
    clock = at('11:00', '2026-07-10');
    const [rule] = await t.db
      .insert(notificationRules)
      .values({ type: 'overdue', days_offset: 2, channels: ['sms'], create_task: true })
      .returning();
    const manager = await insertUser(t.db, 'renovation_manager', ['view_sales']);
    const sale = await saleDue('2099-01-01', { phone: '+995599300021' }, { responsible_user_id: manager });
    const admin = await t.as('admin', 'en');
    const line = { service_type_id: await insertServiceType(t.db), quantity: '1' };
    const renovation = await admin.post('/api/services', {
      sale_id: sale.id,
      title: 'Turnkey',
      lines: [line],
    });
    await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, {
      rows: [{ date: '2026-07-08', amount: '1000' }],
    });
    await runNotifications(t.app.deps);
    await runNotifications(t.app.deps);
    const [instalment] = await t.db
      .select({ id: serviceInstalments.id })
      .from(serviceInstalments)
      .where(eq(serviceInstalments.service_container_id, renovation.json().id));
    const made = await t.db
      .select()
      .from(tasks)
      .where(like(tasks.source_key, `rule:${rule!.id}:%`));
    expect(made.map((task) => [task.source_key, task.assignee_id, task.model_id, task.title])).toEqual([
      [
        `rule:${rule!.id}:service:${instalment!.id}:2026-07-08`,
        manager,
        sale.id,
        `დაუკავშირდით მყიდველს: ხელშეკრულება №${sale.contract_no}, რემონტი „Turnkey“ — შენატანი №1 (ვადა 08.07.2026)`,
      ],
    ]);
    await t.db.delete(notificationRules).where(eq(notificationRules.id, rule!.id));
  });
});

describe('the planned reminder', () => {
  it('names the next message the rules will write, or null', async () => {
    clock = at('11:00', '2026-05-04');
    const sale = await saleDue('2026-05-10', { phone: '+995599300014', email: 'p@example.ge' });
    const api = await t.as('admin', 'en');
    const planned = (await api.get(`/api/sales/payment-reminder/${sale.id}`)).json();
    expect(planned).toMatchObject({
      instalment: { due_date: '2026-05-10', amount: '12000.00', number: 1 },
      type: 'reminder',
      date: '2026-05-07',
      channels: ['sms'],
      messages: [{ channel: 'sms', recipient: '+995599300014', locale: 'ka' }],
    });
    expect(planned.messages[0].text).toContain('12,000.00 USD');
    // Once the reminder went, the next is the one on the due date.
    clock = at('11:00', '2026-05-07');
    await runNotifications(t.app.deps);
    expect((await api.get(`/api/sales/payment-reminder/${sale.id}`)).json()).toMatchObject({
      date: '2026-05-10',
      type: 'reminder',
    });
    await api.put(`/api/sales/${sale.id}/notifications`, { notifications_enabled: false });
    expect((await api.get(`/api/sales/payment-reminder/${sale.id}`)).json()).toBeNull();
    await insertUser(t.db, 'units_only', ['view_properties'], [1]);
    expect((await (await t.as('units_only')).get(`/api/sales/payment-reminder/${sale.id}`)).statusCode).toBe(
      403,
    );
    await insertUser(t.db, 'own_sales_only', ['view_only_own_sales'], [1]);
    expect(
      (await (await t.as('own_sales_only')).get(`/api/sales/payment-reminder/${sale.id}`)).statusCode,
    ).toBe(404);
  });
});
