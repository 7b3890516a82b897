import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notificationMessages } from '../../db/schema';
import { insertCustomer, insertSale } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordPayment } from '../sales/sale-payments.service';
import { paymentNotice } from './event-notices.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T07:00:00Z') });
});
afterAll(() => t.close());

const rowsOf = (saleId: number) =>
  t.db
    .select()
    .from(notificationMessages)
    .where(eq(notificationMessages.sale_id, saleId))
    .orderBy(notificationMessages.id);

async function sale() {
  const a = await insertCustomer(t.db, { phone: '+995599400001' });
  const b = await insertCustomer(t.db, { phone: null, locale: 'en' });
  return insertSale(t.db, {
    customer_ids: [a, b],
    price: '10000.00',
    rows: [{ date: '2026-04-01', amount: '10000.00' }],
  });
}

async function switches(values: Record<string, boolean>) {
  const api = await t.as('admin', 'en');
  const current = (await api.get('/api/company')).json();
  expect((await api.post('/api/company', { ...current, ...values })).statusCode).toBe(200);
}

const pay = async (saleId: number, amount = '2500') =>
  (
    await (
      await t.as('admin', 'en')
    ).post('/api/payments/pay', {
      sale_id: saleId,
      amount,
      currency: 'USD',
      payment_date: '2026-03-09',
      bank_account_id: null,
    })
  ).json();

describe('event notices to buyers', () => {
  it('sends nothing about payments and cancellations while the company has them off', async () => {
    const s = await sale();
    await pay(s.id);
    await (await t.as('admin')).post(`/api/sales/${s.id}/status`, { status: 'canceled', reason: 'x' });
    expect(await rowsOf(s.id)).toEqual([]);
  });

  it('tells every buyer of a payment added and of a payment changed, once switched on', async () => {
    await switches({ notify_payment_adding: true, notify_payment_change: true });
    const s = await sale();
    const payment = await pay(s.id);
    const added = await rowsOf(s.id);
    expect(added.map((r) => [r.reason, r.channel, r.trigger, r.recipient, r.locale, r.status])).toEqual([
      ['payment_adding', 'sms', 'automated', '+995599400001', 'ka', 'queued'],
      ['payment_adding', 'sms', 'automated', '', 'en', 'queued'],
    ]);
    expect(added[0]!.text).toContain('2,500.00 USD (9 მარტი 2026');
    expect(added[0]!.idempotency_key).toBe(`event:payment_adding:${payment.id}:${s.customer_id}:sms`);
    const changed = await (
      await t.as('admin')
    ).put(`/api/payments/${payment.id}`, {
      amount: '3000',
      currency: 'USD',
      payment_date: '2026-03-09',
      bank_account_id: null,
    });
    expect(changed.statusCode).toBe(200);
    await t.app.deps.jobs.drain();
    const rows = await rowsOf(s.id);
    expect(rows.map((r) => [r.reason, r.status])).toEqual([
      ['payment_adding', 'sent'],
      ['payment_adding', 'failed'],
      ['payment_change', 'sent'],
      ['payment_change', 'failed'],
    ]);
    expect(rows[2]!.text).toContain('3,000.00 USD');
    expect(rows[3]!.error_message).toBe('The buyer has no phone number');
    await switches({ notify_payment_adding: false, notify_payment_change: false });
  });

  it('sends nothing when the payment rolls back', async () => {
    await switches({ notify_payment_adding: true });
    const s = await sale();
    const jobsBefore = (await t.db.select().from(jobs)).length;
    await expect(
      t.db.transaction(async (tx) => {
        const id = await recordPayment(
          tx,
          t.app.deps,
          {
            sale_id: s.id,
            amount: '100',
            currency: 'USD',
            payment_date: '2026-03-09',
            payment_type: 'cash',
            bank_account_id: null,
            note: '',
          },
          { userId: null, ip: null },
        );
        expect(await paymentNotice(tx, t.app.deps, s.id, id, 'adding')).toHaveLength(2);
        throw new Error('the bank statement import failed on a later line');
      }),
    ).rejects.toThrow('later line');
    expect(await rowsOf(s.id)).toEqual([]);
    expect((await t.db.select().from(jobs)).length).toBe(jobsBefore);
    await switches({ notify_payment_adding: false });
  });

  it('tells the buyers their sale was canceled, in the cancellation’s transaction', async () => {
    await switches({ notify_sale_cancellation: true });
    const s = await sale();
    const res = await (
      await t.as('admin')
    ).post(`/api/sales/${s.id}/status`, { status: 'canceled', reason: 'x' });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(s.id);
    expect(rows.map((r) => [r.reason, r.recipient, r.locale])).toEqual([
      ['sale_cancellation', '+995599400001', 'ka'],
      ['sale_cancellation', '', 'en'],
    ]);
    expect(rows[1]!.text).toContain(`contract No. ${s.contract_no} has been canceled`);
    await t.app.deps.jobs.drain();
    expect((await rowsOf(s.id)).map((r) => r.status)).toEqual(['sent', 'failed']);
  });
});
