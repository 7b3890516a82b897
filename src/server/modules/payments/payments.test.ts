import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advancePayments, auditLogs, payments, sales } from '../../db/schema';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import {
  freeUnit,
  insertCustomer,
  insertSale,
  insertUser,
  monthlyRows,
  type SaleOptions,
} from '../../test/factories';
import { ledgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { recordPayment } from '../sales/sale-payments.service';

let stub: NbgStub;
let t: TestApp;
let admin: Api;

/** Three instalments of 1000 USD due 10 Jan, 10 Feb and 10 Mar 2024 (all in the past). */
const threeThousand = (extra: SaleOptions = {}) =>
  insertSale(t.db, { price: '3000', rows: monthlyRows('2024-01-10', 3, '1000.00'), ...extra });

const pay = (api: Api, body: Record<string, unknown>) =>
  api.post('/api/payments/pay', { payment_date: '2024-01-12', currency: 'USD', ...body });

const paymentRows = (saleId: number) => t.db.select().from(payments).where(eq(payments.sale_id, saleId));

const paidPerInstalment = async (saleId: number) =>
  (await ledgerState(t.db, saleId)).instalments.map((i) => i.paid_amount);

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7, EUR: 2.95 });
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url } });
  admin = await t.as('admin', 'en');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.setMode('ok'));

describe('POST /api/payments/pay', () => {
  it('fills the oldest instalments first, carries an overpayment on, and beyond the schedule keeps credit', async () => {
    const sale = await threeThousand();
    const first = await pay(admin, { sale_id: sale.id, amount: '1500', note: 'First transfer' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      sale_id: sale.id,
      mode: 'sale',
      amount: '1500.00',
      original_amount: '1500.00',
      currency: 'USD',
      payment_rate: '1.000000',
      sale_rate: '1.000000',
      rate_source: 'same',
      payment_date: '2024-01-12',
      payment_type: 'bank_transfer',
      note: 'First transfer',
      advance_payment_id: null,
    });
    expect(first.json().created_by_name).toEqual(expect.any(String));
    expect(await paidPerInstalment(sale.id)).toEqual(['1000.00', '500.00', '0.00']);
    expect((await ledgerState(t.db, sale.id)).sale).toMatchObject({
      paid_amount: '1500.00',
      credit_amount: '0.00',
      first_unpaid_date: '2024-02-10',
    });

    await pay(admin, { sale_id: sale.id, amount: '2000', payment_date: '2024-02-01' });
    expect(await paidPerInstalment(sale.id)).toEqual(['1000.00', '1000.00', '1000.00']);
    expect((await ledgerState(t.db, sale.id)).sale).toMatchObject({
      paid_amount: '3500.00',
      credit_amount: '500.00',
      first_unpaid_date: null,
    });

    const listed = await admin.get(`/api/sales/${sale.id}/payments`);
    expect(listed.json().map((p: { amount: string }) => p.amount)).toEqual(['1500.00', '2000.00']);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'payment'), eq(auditLogs.entity_id, String(first.json().id))));
    expect(audit).toMatchObject({ action: 'create' });
    expect(audit!.changes).toMatchObject({
      amount: { before: null, after: '1500.00' },
      sale_id: { after: sale.id },
    });
  });

  it('records a payment in another currency with its original amount, currency, rates, source and converted amount', async () => {
    stub.setRate('USD', 2.7, { date: '2024-02-05' });
    stub.setRate('EUR', 2.95, { date: '2024-02-05' });
    const sale = await threeThousand();
    const lari = await pay(admin, {
      sale_id: sale.id,
      amount: '2700',
      currency: 'GEL',
      payment_date: '2024-02-05',
    });
    expect(lari.statusCode).toBe(200);
    expect(lari.json()).toMatchObject({
      amount: '1000.00',
      original_amount: '2700.00',
      currency: 'GEL',
      payment_rate: '1.000000',
      sale_rate: '2.700000',
      rate_source: 'nbg',
    });
    const euro = await pay(admin, {
      sale_id: sale.id,
      amount: '100',
      currency: 'EUR',
      payment_date: '2024-02-05',
    });
    // 100 EUR * 2.95 / 2.7 = 109.259... USD
    expect(euro.json()).toMatchObject({
      amount: '109.26',
      original_amount: '100.00',
      currency: 'EUR',
      payment_rate: '2.950000',
      sale_rate: '2.700000',
      rate_source: 'nbg',
    });
    expect((await ledgerState(t.db, sale.id)).sale.paid_amount).toBe('1109.26');

    const gelSale = await insertSale(t.db, { payment_ccy: 'GEL', price: '10000' });
    const dollars = await pay(admin, {
      sale_id: gelSale.id,
      amount: '100',
      currency: 'USD',
      payment_date: '2024-02-05',
    });
    expect(dollars.json()).toMatchObject({
      amount: '270.00',
      payment_rate: '2.700000',
      sale_rate: '1.000000',
    });
  });

  it('when no rate can be had: GET shows 0, paying without a rate is 422 and writes nothing, a typed rate works', async () => {
    stub.setMode('fail');
    const sale = await threeThousand();
    const before = await ledgerState(t.db, sale.id);
    expect((await admin.get('/api/currency/eur/2024-03-04')).json()).toMatchObject({
      rate: '0',
      available: false,
    });

    const refused = await pay(admin, {
      sale_id: sale.id,
      amount: '100',
      currency: 'EUR',
      payment_date: '2024-03-04',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      payment_rate: ['No official rate could be had for this date — enter the rate'],
      sale_rate: ['No official rate could be had for this date — enter the rate'],
    });
    const zero = await pay(admin, {
      sale_id: sale.id,
      amount: '100',
      currency: 'EUR',
      payment_date: '2024-03-04',
      payment_rate: '0',
      sale_rate: '0',
    });
    expect(zero.statusCode).toBe(422);
    expect(await paymentRows(sale.id)).toEqual([]);
    expect(await ledgerState(t.db, sale.id)).toEqual(before);

    const typed = await pay(admin, {
      sale_id: sale.id,
      amount: '100',
      currency: 'EUR',
      payment_date: '2024-03-04',
      payment_rate: '2.9',
      sale_rate: '2.75',
    });
    expect(typed.statusCode).toBe(200);
    // 100 * 2.9 / 2.75 = 105.4545...
    expect(typed.json()).toMatchObject({
      amount: '105.45',
      payment_rate: '2.900000',
      sale_rate: '2.750000',
      rate_source: 'manual',
    });
    const lari = await pay(admin, {
      sale_id: sale.id,
      amount: '280',
      currency: 'GEL',
      payment_date: '2024-03-04',
      sale_rate: '2.8',
    });
    expect(lari.json()).toMatchObject({ amount: '100.00', payment_rate: '1.000000', rate_source: 'manual' });
    expect(
      (await t.db.select().from(payments).where(eq(payments.sale_id, sale.id))).every(
        (p) => Number(p.payment_rate) > 0 && Number(p.sale_rate) > 0,
      ),
    ).toBe(true);
  });

  it('refuses an amount that converts to nothing and an unknown bank account', async () => {
    const sale = await threeThousand();
    const tiny = await pay(admin, { sale_id: sale.id, amount: '0.01', currency: 'GEL', sale_rate: '2.7' });
    expect(tiny.statusCode).toBe(422);
    expect(Object.keys(tiny.json().errors)).toEqual(['amount']);
    const account = await pay(admin, { sale_id: sale.id, amount: '10', bank_account_id: 999999 });
    expect(account.statusCode).toBe(422);
    expect(Object.keys(account.json().errors)).toEqual(['bank_account_id']);
    expect(await paymentRows(sale.id)).toEqual([]);
  });

  it('takes the renovation mode only with the renovation it pays (services, decision 020)', async () => {
    const sale = await threeThousand();
    const res = await pay(admin, { sale_id: sale.id, amount: '10', mode: 'renovation' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['service_container_id']);
    const del = await admin.delete(`/api/payments/renovation/999999/${sale.id}`);
    expect(del.statusCode).toBe(404);
  });

  it('refuses payments on canceled and trashed sales (409) but lets them be read', async () => {
    const canceled = await threeThousand();
    const paid = (await pay(admin, { sale_id: canceled.id, amount: '500' })).json();
    await t.db.update(sales).set({ status: 'canceled' }).where(eq(sales.id, canceled.id));
    const trashed = await threeThousand();
    await t.db.update(sales).set({ deleted_at: new Date() }).where(eq(sales.id, trashed.id));
    for (const sale of [canceled, trashed]) {
      const res = await pay(admin, { sale_id: sale.id, amount: '100' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'The sale is canceled or deleted: its schedule and payments can be read but no longer changed',
      );
    }
    expect((await paymentRows(trashed.id)).length).toBe(0);
    const read = await admin.get(`/api/sales/${canceled.id}/payments`);
    expect(read.statusCode).toBe(200);
    expect(read.json().map((p: { id: number }) => p.id)).toEqual([paid.id]);
    expect((await admin.get(`/api/sales/${trashed.id}/payments`)).statusCode).toBe(200);
    expect(
      (
        await admin.put(`/api/payments/${paid.id}`, {
          amount: '1',
          currency: 'USD',
          payment_date: '2024-01-12',
        })
      ).statusCode,
    ).toBe(409);
    expect((await admin.delete(`/api/payments/sale/${paid.id}/${canceled.id}`)).statusCode).toBe(409);
    expect((await paymentRows(canceled.id)).length).toBe(1);
  });

  it('follows permissions: accountants read only, own-only sellers and building scope see only theirs', async () => {
    const ownerId = await insertUser(t.db, 'own_cashier', ['view_only_own_sales', 'add_payments']);
    await insertUser(t.db, 'vake_cashier', ['view_sales', 'add_payments'], [1]);
    const vake = await threeThousand({ building_id: 1, responsible_user_id: ownerId });
    const saburtalo = await threeThousand({ building_id: 2 });

    const accountant = await t.as('accountant', 'en');
    const refused = await pay(accountant, { sale_id: vake.id, amount: '10' });
    expect(refused.statusCode).toBe(403);
    expect((await accountant.get(`/api/sales/${vake.id}/payments`)).statusCode).toBe(200);
    expect(
      (await pay(await t.as('client_manager', 'en'), { sale_id: vake.id, amount: '10' })).statusCode,
    ).toBe(403);

    const own = await t.as('own_cashier', 'en');
    expect((await pay(own, { sale_id: vake.id, amount: '10' })).statusCode).toBe(200);
    expect((await pay(own, { sale_id: saburtalo.id, amount: '10' })).statusCode).toBe(404);
    expect((await own.get(`/api/sales/${saburtalo.id}/payments`)).statusCode).toBe(404);

    const limited = await t.as('vake_cashier', 'en');
    expect((await pay(limited, { sale_id: vake.id, amount: '10' })).statusCode).toBe(200);
    expect((await pay(limited, { sale_id: saburtalo.id, amount: '10' })).statusCode).toBe(404);
    expect(await paymentRows(saburtalo.id)).toEqual([]);

    const manager = await t.as('sales_manager', 'en');
    const mine = (await pay(manager, { sale_id: saburtalo.id, amount: '10' })).json();
    // Changing and deleting payments need their own permissions.
    expect(
      (
        await manager.put(`/api/payments/${mine.id}`, {
          amount: '20',
          currency: 'USD',
          payment_date: '2024-01-12',
        })
      ).statusCode,
    ).toBe(403);
    expect((await manager.delete(`/api/payments/sale/${mine.id}/${saburtalo.id}`)).statusCode).toBe(403);
    expect((await t.anonymous().post('/api/payments/pay', {})).statusCode).toBe(401);
  });
});

describe('changing and deleting payments', () => {
  it('a changed payment leaves exactly the state a correct entry would have given', async () => {
    const wrong = await threeThousand();
    const right = await threeThousand();
    const entered = (
      await pay(admin, { sale_id: wrong.id, amount: '500', payment_date: '2024-01-05' })
    ).json();
    await pay(admin, { sale_id: right.id, amount: '1500.50', payment_date: '2024-01-12', note: 'fixed' });
    const changed = await admin.put(`/api/payments/${entered.id}`, {
      amount: '1500.50',
      currency: 'USD',
      payment_date: '2024-01-12',
      note: 'fixed',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: entered.id,
      amount: '1500.50',
      payment_date: '2024-01-12',
      note: 'fixed',
    });
    expect(await ledgerState(t.db, wrong.id)).toEqual(await ledgerState(t.db, right.id));
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity_type, 'payment'),
          eq(auditLogs.entity_id, String(entered.id)),
          eq(auditLogs.action, 'update'),
        ),
      );
    expect(audit!.changes).toMatchObject({
      amount: { before: '500.00', after: '1500.50' },
      payment_date: { before: '2024-01-05', after: '2024-01-12' },
    });
    expect(
      (await admin.put('/api/payments/999999', { amount: '1', currency: 'USD', payment_date: '2024-01-12' }))
        .statusCode,
    ).toBe(404);
  });

  it('a change of currency or date takes the rate of the new date; a rate typed back unchanged keeps its source', async () => {
    stub.setRate('EUR', 3, { date: '2024-04-01' });
    stub.setRate('USD', 2.5, { date: '2024-04-01' });
    stub.setRate('EUR', 2.8, { date: '2024-04-02' });
    stub.setRate('USD', 2.8, { date: '2024-04-02' });
    const sale = await threeThousand();
    const entered = (
      await pay(admin, { sale_id: sale.id, amount: '100', currency: 'EUR', payment_date: '2024-04-01' })
    ).json();
    expect(entered).toMatchObject({ amount: '120.00', rate_source: 'nbg' });
    const body = {
      amount: '100',
      currency: 'EUR',
      payment_date: '2024-04-01',
      payment_rate: '3',
      sale_rate: '2.5',
    };
    expect((await admin.put(`/api/payments/${entered.id}`, body)).json()).toMatchObject({
      rate_source: 'nbg',
    });
    const moved = await admin.put(`/api/payments/${entered.id}`, {
      ...body,
      payment_date: '2024-04-02',
      payment_rate: '',
      sale_rate: '',
    });
    expect(moved.json()).toMatchObject({
      amount: '100.00',
      payment_rate: '2.800000',
      sale_rate: '2.800000',
      rate_source: 'nbg',
    });
    const typed = await admin.put(`/api/payments/${entered.id}`, { ...body, payment_rate: '3.1' });
    expect(typed.json()).toMatchObject({ amount: '124.00', rate_source: 'manual' });
  });

  it('deleting a payment restores exactly the state before it; wrong sale or mode is 404', async () => {
    const sale = await threeThousand();
    await pay(admin, { sale_id: sale.id, amount: '700' });
    const before = await ledgerState(t.db, sale.id);
    const extra = (await pay(admin, { sale_id: sale.id, amount: '2500', payment_date: '2024-01-20' })).json();
    expect(await ledgerState(t.db, sale.id)).not.toEqual(before);
    const other = await threeThousand();
    expect((await admin.delete(`/api/payments/sale/${extra.id}/${other.id}`)).statusCode).toBe(404);
    const res = await admin.delete(`/api/payments/sale/${extra.id}/${sale.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Record deleted successfully' });
    expect(await ledgerState(t.db, sale.id)).toEqual(before);
    expect((await admin.delete(`/api/payments/sale/${extra.id}/${sale.id}`)).statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity_type, 'payment'),
          eq(auditLogs.entity_id, String(extra.id)),
          eq(auditLogs.action, 'delete'),
        ),
      );
    expect(audit!.changes).toMatchObject({ amount: { before: '2500.00', after: null } });
  });
});

describe('automatic recalculation', () => {
  it('off: payments fill instalments oldest first and the schedule stays; on: the unpaid rest is spread again', async () => {
    const rows = monthlyRows('2024-01-10', 4, '1000.00');
    const off = await insertSale(t.db, { price: '4000', rows, automatic_recalculation: false });
    const on = await insertSale(t.db, { price: '4000', rows, automatic_recalculation: true });
    for (const sale of [off, on])
      await pay(admin, { sale_id: sale.id, amount: '1500', payment_date: '2024-01-10' });

    const fixed = await ledgerState(t.db, off.id);
    expect(fixed.instalments.map((i) => [i.amount, i.paid_amount])).toEqual([
      ['1000.00', '1000.00'],
      ['1000.00', '500.00'],
      ['1000.00', '0.00'],
      ['1000.00', '0.00'],
    ]);
    expect(fixed.sale.first_unpaid_date).toBe('2024-02-10');

    const spread = await ledgerState(t.db, on.id);
    expect(spread.instalments.map((i) => [i.amount, i.paid_amount])).toEqual([
      ['1000.00', '1000.00'],
      ['500.00', '500.00'],
      ['1250.00', '0.00'],
      ['1250.00', '0.00'],
    ]);
    expect(spread.sale).toMatchObject({ scheduled_total: '4000.00', first_unpaid_date: '2024-03-10' });

    // The saved schedule is untouched: deleting the payment gives the original rows back.
    const [payment] = await paymentRows(on.id);
    await admin.delete(`/api/payments/sale/${payment!.id}/${on.id}`);
    expect((await ledgerState(t.db, on.id)).instalments.map((i) => i.amount)).toEqual([
      '1000.00',
      '1000.00',
      '1000.00',
      '1000.00',
    ]);
  });
});

describe('POST /api/payments/calculatePayment', () => {
  it('answers the converted amount, the instalments covered, credit and debt after, and saves nothing', async () => {
    stub.setRate('USD', 2.7, { date: '2024-02-15' });
    const sale = await threeThousand();
    await pay(admin, { sale_id: sale.id, amount: '500' });
    const before = await ledgerState(t.db, sale.id);
    const res = await admin.post('/api/payments/calculatePayment', {
      sale_id: sale.id,
      amount: '4590',
      currency: 'GEL',
      payment_date: '2024-02-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      original_amount: '4590.00',
      currency: 'GEL',
      amount: '1700.00',
      sale_currency: 'USD',
      payment_rate: '1.000000',
      sale_rate: '2.700000',
      rate_source: 'nbg',
      covers: [
        { number: 1, due_date: '2024-01-10', amount: '500.00' },
        { number: 2, due_date: '2024-02-10', amount: '1000.00' },
        { number: 3, due_date: '2024-03-10', amount: '200.00' },
      ],
      credit: '0.00',
      debt_after: '800.00',
    });
    const over = await admin.post('/api/payments/calculatePayment', {
      sale_id: sale.id,
      amount: '3000',
      currency: 'USD',
      payment_date: '2024-02-15',
    });
    expect(over.json()).toMatchObject({ credit: '500.00', debt_after: '0.00', rate_source: 'same' });
    expect(await ledgerState(t.db, sale.id)).toEqual(before);
    expect(await paymentRows(sale.id)).toHaveLength(1);

    stub.setMode('fail');
    const noRate = await admin.post('/api/payments/calculatePayment', {
      sale_id: sale.id,
      amount: '10',
      currency: 'EUR',
      payment_date: '2024-02-16',
    });
    expect(noRate.statusCode).toBe(422);
    expect(Object.keys(noRate.json().errors)).toEqual(['payment_rate', 'sale_rate']);
    expect(
      (await (await t.as('accountant', 'en')).post('/api/payments/calculatePayment', { sale_id: sale.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await t.as('sales_manager', 'en')
        ).post('/api/payments/calculatePayment', {
          sale_id: sale.id,
          amount: '1',
          currency: 'USD',
          payment_date: '2024-02-15',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('advance payments applied to a sale', () => {
  it("applies an unapplied advance of one of the sale's buyers as a payment, once; deleting it frees the advance", async () => {
    stub.setRate('USD', 2.7, { date: '2024-01-05' });
    const sale = await threeThousand();
    const advance = (
      await admin.post('/api/advance-payments', {
        customer_id: sale.customer_id,
        amount: '2700',
        currency: 'GEL',
        paid_at: '2024-01-05',
        note: 'Deposit',
      })
    ).json();
    const res = await admin.post(`/api/advance-payments/${advance.id}/apply`, { sale_id: sale.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sale_id: sale.id,
      amount: '1000.00',
      original_amount: '2700.00',
      currency: 'GEL',
      payment_date: '2024-01-05',
      payment_type: 'advance',
      advance_payment_id: advance.id,
      note: 'Deposit',
      rate_source: 'nbg',
    });
    const [linked] = await t.db.select().from(advancePayments).where(eq(advancePayments.id, advance.id));
    expect(linked!.sale_id).toBe(sale.id);
    const again = await admin.post(`/api/advance-payments/${advance.id}/apply`, { sale_id: sale.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This advance has already been applied to a sale');
    expect(await paymentRows(sale.id)).toHaveLength(1);

    const stranger = await insertCustomer(t.db, {
      first_name: 'გიორგი',
      last_name: 'სხვა',
      first_name_en: 'Test',
      last_name_en: 'სხვა',
    });
    const foreign = (
      await admin.post('/api/advance-payments', {
        customer_id: stranger,
        amount: '10',
        currency: 'USD',
        paid_at: '2024-01-05',
      })
    ).json();
    const refused = await admin.post(`/api/advance-payments/${foreign.id}/apply`, { sale_id: sale.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      sale_id: ['The advance belongs to a customer who is not a buyer in this sale'],
    });
    expect((await admin.post('/api/advance-payments/999999/apply', { sale_id: sale.id })).statusCode).toBe(
      404,
    );
    expect(
      (
        await (
          await t.as('accountant', 'en')
        ).post(`/api/advance-payments/${foreign.id}/apply`, { sale_id: sale.id })
      ).statusCode,
    ).toBe(403);

    await admin.delete(`/api/payments/sale/${res.json().id}/${sale.id}`);
    const [freed] = await t.db.select().from(advancePayments).where(eq(advancePayments.id, advance.id));
    expect(freed!.sale_id).toBeNull();
    expect(
      (await admin.post(`/api/advance-payments/${advance.id}/apply`, { sale_id: sale.id })).statusCode,
    ).toBe(200);
  });

  it('recordPayment works inside a caller’s transaction, as the sales routes use it', async () => {
    const sale = await threeThousand();
    const id = await t.db.transaction((tx) =>
      recordPayment(
        tx,
        t.app.deps,
        {
          sale_id: sale.id,
          amount: '1000',
          currency: 'USD',
          payment_date: '2024-01-10',
          payment_type: 'cash',
          bank_account_id: null,
          note: '',
        },
        { userId: null, ip: null },
      ),
    );
    expect((await admin.get(`/api/sales/${sale.id}/payments`)).json()).toMatchObject([
      { id, amount: '1000.00', payment_type: 'cash', rate_source: 'same' },
    ]);
    expect(await paidPerInstalment(sale.id)).toEqual(['1000.00', '0.00', '0.00']);
  });
});

describe('with a sale made through POST /api/sales', () => {
  it('a formula schedule, an advance applied on creation and a payment in lari show on the sale page', async () => {
    stub.setRate('USD', 2.7, { date: '2024-01-08' });
    stub.setRate('USD', 2.7, { date: '2024-02-15' });
    const buyer = await insertCustomer(t.db, {
      first_name: 'ლაშა',
      last_name: 'გელაშვილი',
      first_name_en: 'Test',
      last_name_en: 'გელაშვილი',
    });
    const advance = (
      await admin.post('/api/advance-payments', {
        customer_id: buyer,
        amount: '1350',
        currency: 'GEL',
        paid_at: '2024-01-08',
      })
    ).json();
    const created = await admin.post('/api/sales', {
      contract_no: `P-${advance.id}-${Date.now()}`,
      contract_type: 'contract_main',
      contract_lang: 'ge',
      contract_start_date: '2024-01-05',
      payment_day: 10,
      properties: [{ property_id: await freeUnit(t.db, 3), price: '10000.00' }],
      customer_ids: [buyer],
      payment_ccy: 'USD',
      first_installment_amount: '2000',
      first_installment_date: '2024-01-10',
      schedule: { start_month: '2024-02', count: 4, formula: '1000:2' },
      advance_payment_ids: [advance.id],
    });
    expect(created.statusCode).toBe(200);
    const saleId = created.json().id as number;
    const paid = await pay(admin, {
      sale_id: saleId,
      amount: '4050',
      currency: 'GEL',
      payment_date: '2024-02-15',
    });
    expect(paid.json()).toMatchObject({ amount: '1500.00', sale_rate: '2.700000', rate_source: 'nbg' });

    const page = (await admin.get(`/api/sales/${saleId}`)).json();
    expect(page.schedule.map((i: { amount: string; paid: string }) => [i.amount, i.paid])).toEqual([
      ['2000.00', '2000.00'],
      ['1000.00', '0.00'],
      ['1000.00', '0.00'],
      ['3000.00', '0.00'],
      ['3000.00', '0.00'],
    ]);
    expect(page.balance).toMatchObject({ total: '10000.00', paid: '2000.00', credit: '0.00' });
    expect(
      page.payments.map((p: Record<string, string>) => [p.payment_type, p.amount, p.original_amount]),
    ).toEqual([
      ['advance', '500.00', '1350.00'],
      ['bank_transfer', '1500.00', '4050.00'],
    ]);
    const [applied] = await t.db.select().from(advancePayments).where(eq(advancePayments.id, advance.id));
    expect(applied!.sale_id).toBe(saleId);
  });
});
