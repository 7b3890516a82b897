import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@shared/money/money';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { deleteSales, insertSale, monthlyRows } from '../../test/factories';
import { LEDGER_DAYS, ledgerOps, sumMinor } from '../../test/ledger-ops';
import { ledgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { todayOf } from '../../platform/clock';
import { settleSaleStatus } from '../sales/sale-status.service';

/**
 * Money is conserved by every pay, change and delete through the API, whatever their order: what the
 * instalments hold plus the credit is what was paid; deleting a payment restores exactly the state
 * before it; and the state after any sequence equals that of a sale where only the surviving payments
 * were entered, correctly, in the first place.
 */

let stub: NbgStub;
let t: TestApp;
let admin: Api;

/**
 * A sale made in the database behind its schedule, in the status a write would give it (overdue rule as
 * of today): then each payment's own status check changes nothing the comparisons do not expect.
 */
async function behindSale(fixture: Parameters<typeof insertSale>[1]) {
  const sale = await insertSale(t.db, fixture);
  await t.db.transaction((tx) =>
    settleSaleStatus(tx, t.app.deps.config, sale.id, { userId: null, ip: null }, todayOf(t.app.deps)),
  );
  return sale;
}

const op = fc.oneof(...ledgerOps);

async function paymentsOf(saleId: number): Promise<{ id: number; amount: string; payment_date: string }[]> {
  const res = await admin.get(`/api/sales/${saleId}/payments`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function expectConserved(saleId: number, total: string) {
  const { sale, instalments } = await ledgerState(t.db, saleId);
  const paid = sumMinor((await paymentsOf(saleId)).map((p) => p.amount));
  expect(sale.paid_amount).toBe(fromMinor(paid));
  expect(sumMinor(instalments.map((i) => i.paid_amount)) + toMinor(sale.credit_amount)).toBe(paid);
  expect(sumMinor(instalments.map((i) => i.amount))).toBe(toMinor(total));
  for (const i of instalments) expect(toMinor(i.paid_amount) <= toMinor(i.amount)).toBe(true);
}

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7, EUR: 2.95 });
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url } });
  admin = await t.as('admin', 'en');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('pay, change and delete through the API', () => {
  it('conserve money and delete restores the earlier state exactly', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 5 }),
        fc.array(op, { minLength: 1, maxLength: 6 }),
        async (recalculate, instalmentCents, ops) => {
          const rows = instalmentCents.map((c, i) => ({
            ...monthlyRows('2024-01-10', i + 1, '0')[i]!,
            amount: fromMinor(BigInt(c)),
          }));
          const total = fromMinor(sumMinor(rows.map((r) => r.amount)));
          const fixture = { building_id: 3, price: total, rows, automatic_recalculation: recalculate };
          const sale = await behindSale(fixture);
          const ids: number[] = [];
          const pay = async (c: number, ccy: 'USD' | 'GEL', d: number) => {
            const res = await admin.post('/api/payments/pay', {
              sale_id: sale.id,
              amount: fromMinor(BigInt(c)),
              currency: ccy,
              payment_date: LEDGER_DAYS[d],
            });
            expect(res.statusCode).toBe(200);
            return res.json().id as number;
          };
          const remove = async (id: number) =>
            expect((await admin.delete(`/api/payments/sale/${id}/${sale.id}`)).statusCode).toBe(200);

          for (const step of ops) {
            if (step.kind === 'pay') ids.push(await pay(step.cents, step.ccy, step.day));
            else if (step.kind === 'change' && ids.length) {
              const res = await admin.put(`/api/payments/${ids[step.pick % ids.length]}`, {
                amount: fromMinor(BigInt(step.cents)),
                currency: 'USD',
                payment_date: LEDGER_DAYS[step.day],
              });
              expect(res.statusCode).toBe(200);
            } else if (step.kind === 'delete' && ids.length) {
              await remove(ids.splice(step.pick % ids.length, 1)[0]!);
            } else if (step.kind === 'payAndDelete') {
              const before = await ledgerState(t.db, sale.id);
              const id = await pay(step.cents, 'USD', step.day);
              await remove(id);
              expect(await ledgerState(t.db, sale.id)).toEqual(before);
            }
            await expectConserved(sale.id, total);
          }

          // The same schedule with only the surviving payments, entered right the first time.
          const twin = await behindSale(fixture);
          for (const p of await paymentsOf(sale.id))
            await admin.post('/api/payments/pay', {
              sale_id: twin.id,
              amount: p.amount,
              currency: 'USD',
              payment_date: p.payment_date,
            });
          expect(await ledgerState(t.db, sale.id)).toEqual(await ledgerState(t.db, twin.id));
          await deleteSales(t.db, [sale.id, twin.id]);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses a payment worth less than a cent in the sale currency and records nothing', async () => {
    const sale = await insertSale(t.db, { building_id: 3 });
    const before = await ledgerState(t.db, sale.id);
    const res = await admin.post('/api/payments/pay', {
      sale_id: sale.id,
      amount: '0.01',
      currency: 'GEL',
      payment_date: LEDGER_DAYS[0],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual([
      "Converted into the sale's currency the amount is less than 0.01",
    ]);
    expect(await paymentsOf(sale.id)).toEqual([]);
    expect(await ledgerState(t.db, sale.id)).toEqual(before);
    await deleteSales(t.db, [sale.id]);
  });
});
