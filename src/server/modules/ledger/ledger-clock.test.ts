import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema';
import { insertSale } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/**
 * The ledger judges by the app's clock (deps.now()), as every rule that depends on the day does: with the
 * clock set before a sale's instalments fall due, a payment finds nothing late, whatever the wall clock
 * says. Every other test of the ledger runs on a clock that is the wall clock.
 */

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2020-01-01T09:00:00Z') });
  admin = await t.as('admin', 'en');
});
afterAll(() => t.close());

const rows = [
  { date: '2024-01-10', amount: '1000' },
  { date: '2024-02-10', amount: '1000' },
];

describe('the day a ledger is judged by', () => {
  it('a payment rebuilds the sale as of the app’s today: stamp, status and preview', async () => {
    const sale = await insertSale(t.db, { price: '2000', rows, status: 'overdue' });
    const preview = await admin.post('/api/payments/calculatePayment', {
      sale_id: sale.id,
      amount: '1000',
      currency: 'USD',
      payment_date: '2019-12-20',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // Nothing has fallen due on 1 January 2020.
    expect(preview.json().debt_after).toBe('0.00');

    const paid = await admin.post('/api/payments/pay', {
      sale_id: sale.id,
      amount: '1000',
      currency: 'USD',
      payment_date: '2019-12-20',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.db
      .select({ status: sales.status, due_amount: sales.due_amount, due_since: sales.due_since })
      .from(sales)
      .where(eq(sales.id, sale.id));
    expect(row).toEqual({ status: 'active', due_amount: '0.00', due_since: '-infinity' });
  });
});
