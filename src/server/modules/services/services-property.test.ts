import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@shared/money/money';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { deleteSales, insertSale, monthlyRows } from '../../test/factories';
import { LEDGER_DAYS, ledgerOps, opCents, opDay, sumMinor, type LedgerOp } from '../../test/ledger-ops';
import { ledgerState, orderLedgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/**
 * The sale ledger's guarantees (payments-property.test.ts) for renovations and containers, through the
 * API: a schedule adds up to the total to the tetri; payments fill the oldest unpaid instalment first;
 * money is conserved by every pay, change and delete, whatever their order; deleting a payment restores
 * exactly the state before it; the state after any sequence equals that of a renovation or container where
 * only the surviving payments were entered, correctly, in the first place; and the sale's payments and
 * the service's never move each other's figures.
 */

type Op = LedgerOp | { kind: 'salePay'; cents: number; day: number };

type Row = { date: string; amount: string };

let stub: NbgStub;
let t: TestApp;
let admin: Api;
let lumpType: number;

const kinds = fc.constantFrom<ServiceOrderKind>('renovation', 'container');
const op: fc.Arbitrary<Op> = fc.oneof(
  ...ledgerOps,
  fc.record({ kind: fc.constant('salePay' as const), cents: opCents, day: opDay }),
);

const apiOf = (kind: ServiceOrderKind) => (kind === 'renovation' ? '/api/services' : '/api/containers');

/** A renovation or container of one lump line worth `total`, with `schedule` (rows or params) when given. */
async function createOrder(kind: ServiceOrderKind, saleId: number, total: string, schedule?: object) {
  return admin.post(apiOf(kind), {
    sale_id: saleId,
    title: `Property ${kind}`,
    lines: [{ service_type_id: lumpType, quantity: '1', unit_price: total }],
    ...(schedule ? { schedule } : {}),
  });
}

async function orderWithRows(kind: ServiceOrderKind, saleId: number, rows: Row[]) {
  const res = await createOrder(kind, saleId, fromMinor(sumMinor(rows.map((r) => r.amount))), { rows });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** Pays a renovation through POST /api/payments/pay and a container through its own route; answers the id. */
async function payOrder(
  kind: ServiceOrderKind,
  saleId: number,
  id: number,
  amount: string,
  ccy: string,
  date: string,
) {
  const res =
    kind === 'renovation'
      ? await admin.post('/api/payments/pay', {
          mode: 'renovation',
          sale_id: saleId,
          service_container_id: id,
          amount,
          currency: ccy,
          payment_date: date,
        })
      : await admin.post('/api/containers/pay', { container_id: id, amount, currency: ccy, date });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function deleteOrderPayment(kind: ServiceOrderKind, saleId: number, paymentId: number) {
  const res = await admin.delete(
    kind === 'renovation'
      ? `/api/payments/renovation/${paymentId}/${saleId}`
      : `/api/containers/deletePayment/${paymentId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function paymentsOf(
  kind: ServiceOrderKind,
  id: number,
): Promise<{ date: string; amount_converted: string }[]> {
  const res = await admin.get(`${apiOf(kind)}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().payments;
}

/** Paid = the payments; instalments + credit = paid; the paid instalments are the oldest ones. */
async function expectConserved(kind: ServiceOrderKind, id: number, total: string) {
  const { order, instalments } = await orderLedgerState(t.db, id);
  const paid = sumMinor((await paymentsOf(kind, id)).map((p) => p.amount_converted));
  expect(order.paid_amount).toBe(fromMinor(paid));
  expect(sumMinor(instalments.map((i) => i.paid_amount)) + toMinor(order.credit_amount)).toBe(paid);
  expect(sumMinor(instalments.map((i) => i.amount))).toBe(toMinor(total));
  const full = instalments.map((i) => toMinor(i.paid_amount) === toMinor(i.amount));
  const firstOpen = full.indexOf(false);
  if (firstOpen >= 0) {
    expect(instalments.slice(firstOpen + 1).every((i) => toMinor(i.paid_amount) === 0n)).toBe(true);
    expect(toMinor(order.credit_amount)).toBe(0n);
    expect(order.first_unpaid_date).toBe(instalments[firstOpen]!.due_date);
  } else expect(order.first_unpaid_date).toBeNull();
}

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7, EUR: 2.95 });
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url } });
  admin = await t.as('admin', 'en');
  const type = await admin.post('/api/service-types', {
    name: 'ერთიანი',
    kind: 'other',
    unit: 'lump',
    unit_price: '1',
    currency: 'USD',
  });
  expect(type.statusCode, type.body).toBe(200);
  lumpType = type.json().id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('a renovation’s or container’s schedule', () => {
  it('adds up to its total to the tetri, whatever the generator’s params', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        kinds,
        fc.bigInt({ min: 1n, max: 5_000_000_00n }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 1, max: 31 }),
        fc.array(
          fc.record({
            amount: fc.bigInt({ min: 1n, max: 50_000_00n }),
            count: fc.integer({ min: 1, max: 6 }),
          }),
          { maxLength: 2 },
        ),
        fc.option(fc.bigInt({ min: 1n, max: 5_000_000_00n })),
        async (kind, totalMinor, count, paymentDay, parts, firstDraw) => {
          const total = fromMinor(totalMinor);
          // A first instalment, when there is one, of at most the total.
          const first = firstDraw === null ? null : (firstDraw % totalMinor) + 1n;
          const schedule = {
            params: {
              start_month: '2024-03',
              count,
              payment_day: paymentDay,
              formula: parts.map((p) => `${fromMinor(p.amount)}:${p.count}`).join(','),
            },
            ...(first === null
              ? {}
              : { first_installment_amount: fromMinor(first), first_installment_date: '2024-02-20' }),
          };
          const sale = await insertSale(t.db, { building_id: 3 });
          let saved;
          if (kind === 'container') saved = await createOrder(kind, sale.id, total, schedule);
          else {
            const created = await createOrder(kind, sale.id, total);
            expect(created.statusCode, created.body).toBe(200);
            saved = await admin.post(`/api/sales/${sale.id}/renovation/payment-schedule`, schedule);
          }
          if (saved.statusCode === 422) {
            // A formula that cannot be met is named, and no schedule is saved.
            expect(Object.keys(saved.json().errors)).toEqual(['params.formula']);
            const kept = (await admin.get(`${apiOf(kind)}?sale_id=${sale.id}`)).json().data;
            expect(kept.map((o: { debt: string }) => o.debt)).toEqual(kind === 'container' ? [] : ['0.00']);
          } else {
            expect(saved.statusCode, saved.body).toBe(200);
            const id = saved.json().id as number;
            const { order, instalments } = await orderLedgerState(t.db, id);
            expect(sumMinor(instalments.map((i) => i.amount))).toBe(totalMinor);
            expect(order.scheduled_total).toBe(total);
            expect(instalments.every((i) => toMinor(i.amount) >= 0n)).toBe(true);
            expect(instalments.every((i, n) => n === 0 || instalments[n - 1]!.due_date < i.due_date)).toBe(
              true,
            );
            expect(instalments[0]!.is_first).toBe(first !== null);
            const shown = (await admin.get(`${apiOf(kind)}/${id}`)).json();
            expect(sumMinor(shown.schedule.map((r: { amount: string }) => r.amount))).toBe(totalMinor);
          }
          await deleteSales(t.db, [sale.id]);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('pay, change and delete of renovation and container payments through the API', () => {
  it(
    'conserve money, fill the oldest first, replay exactly and never touch the sale',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          kinds,
          fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 5 }),
          fc.array(op, { minLength: 1, maxLength: 6 }),
          async (kind, instalmentCents, ops) => {
            const rows = instalmentCents.map((c, i) => ({
              date: monthlyRows('2024-01-10', i + 1, '0')[i]!.date,
              amount: fromMinor(BigInt(c)),
            }));
            const total = fromMinor(sumMinor(rows.map((r) => r.amount)));
            const sale = await insertSale(t.db, {
              building_id: 3,
              price: '3000',
              rows: monthlyRows('2024-01-10', 3, '1000'),
            });
            const id = await orderWithRows(kind, sale.id, rows);
            let saleState = await ledgerState(t.db, sale.id);
            const ids: number[] = [];

            for (const step of ops) {
              const orderBefore = await orderLedgerState(t.db, id);
              if (step.kind === 'pay')
                ids.push(
                  await payOrder(
                    kind,
                    sale.id,
                    id,
                    fromMinor(BigInt(step.cents)),
                    step.ccy,
                    LEDGER_DAYS[step.day]!,
                  ),
                );
              else if (step.kind === 'change' && ids.length) {
                const res = await admin.put(`/api/payments/${ids[step.pick % ids.length]}`, {
                  amount: fromMinor(BigInt(step.cents)),
                  currency: 'USD',
                  payment_date: LEDGER_DAYS[step.day],
                });
                expect(res.statusCode, res.body).toBe(200);
              } else if (step.kind === 'delete' && ids.length) {
                await deleteOrderPayment(kind, sale.id, ids.splice(step.pick % ids.length, 1)[0]!);
              } else if (step.kind === 'payAndDelete') {
                const paid = await payOrder(
                  kind,
                  sale.id,
                  id,
                  fromMinor(BigInt(step.cents)),
                  'USD',
                  LEDGER_DAYS[step.day]!,
                );
                await deleteOrderPayment(kind, sale.id, paid);
                expect(await orderLedgerState(t.db, id)).toEqual(orderBefore);
              } else if (step.kind === 'salePay') {
                const res = await admin.post('/api/payments/pay', {
                  sale_id: sale.id,
                  amount: fromMinor(BigInt(step.cents)),
                  currency: 'USD',
                  payment_date: LEDGER_DAYS[step.day],
                });
                expect(res.statusCode, res.body).toBe(200);
                // The sale's payment fills the sale's schedule only.
                expect(await orderLedgerState(t.db, id)).toEqual(orderBefore);
                expect(await ledgerState(t.db, sale.id)).not.toEqual(saleState);
                saleState = await ledgerState(t.db, sale.id);
              }
              // The renovation's or container's payments leave the sale's figures as they were.
              expect(await ledgerState(t.db, sale.id)).toEqual(saleState);
              await expectConserved(kind, id, total);
            }

            // The same schedule with only the surviving payments, entered right the first time.
            const twinSale = await insertSale(t.db, { building_id: 3 });
            const twin = await orderWithRows(kind, twinSale.id, rows);
            for (const p of await paymentsOf(kind, id))
              await payOrder(kind, twinSale.id, twin, p.amount_converted, 'USD', p.date);
            expect(await orderLedgerState(t.db, id)).toEqual(await orderLedgerState(t.db, twin));
            await deleteSales(t.db, [sale.id, twinSale.id]);
          },
        ),
        { numRuns: 20 },
      );
    },
  );
});
