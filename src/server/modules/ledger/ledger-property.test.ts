import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@shared/money/money';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { deleteSales, insertSale, monthlyRows } from '../../test/factories';
import { LEDGER_DAYS, ledgerOps, sumMinor } from '../../test/ledger-ops';
import { ledgerState, orderLedgerState } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { todayOf } from '../../platform/clock';
import { settleSaleStatus } from '../sales/sale-status.service';

/**
 * One set of ledger guarantees for every owner of a schedule — a sale (with and without automatic
 * recalculation), a renovation, a container — through each one's own API: what the instalments hold
 * plus the credit is what was paid, whatever was paid beyond the schedule included; the instalments add
 * up to the total; payments fill the oldest instalment first; deleting a payment restores exactly the
 * state before it; and the state after any sequence equals that of the same owner where only the
 * surviving payments were entered, correctly, in the first place.
 */

type Kind = 'sale' | 'renovation' | 'container';
type Row = { date: string; amount: string };
type Paid = { date: string; amount: string };
type Preview = { amount: string; covers: { number: number; amount: string }[]; credit: string };

/** One owner driven through its routes, its kept state read back in one shape. */
type Owner = {
  saleId: number;
  /** What a payment would do, as the pay dialog asks (a renovation has no such route). */
  preview?(amount: string, ccy: string, date: string): Promise<Preview>;
  pay(amount: string, ccy: string, date: string): Promise<number>;
  remove(paymentId: number): Promise<void>;
  paid(): Promise<Paid[]>;
  state(): Promise<{
    owner: { paid_amount: string; credit_amount: string; first_unpaid_date: string | null };
    instalments: { due_date: string; amount: string; paid_amount: string }[];
  }>;
};

let stub: NbgStub;
let t: TestApp;
let admin: Api;
let lumpType: number;

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

async function saleOwner(rows: Row[], recalculate: boolean): Promise<Owner> {
  const total = fromMinor(sumMinor(rows.map((r) => r.amount)));
  const sale = await insertSale(t.db, {
    building_id: 3,
    price: total,
    rows,
    automatic_recalculation: recalculate,
  });
  // In the status a write would give it, so a payment's own status check moves nothing unexpected.
  await t.db.transaction((tx) =>
    settleSaleStatus(tx, t.app.deps.config, sale.id, { userId: null, ip: null }, todayOf(t.app.deps)),
  );
  return {
    saleId: sale.id,
    async pay(amount, currency, payment_date) {
      const res = await admin.post('/api/payments/pay', { sale_id: sale.id, amount, currency, payment_date });
      ok(res);
      return res.json().id;
    },
    remove: async (id) => ok(await admin.delete(`/api/payments/sale/${id}/${sale.id}`)),
    async preview(amount, currency, payment_date) {
      const res = await admin.post('/api/payments/calculatePayment', {
        sale_id: sale.id,
        amount,
        currency,
        payment_date,
      });
      ok(res);
      return res.json();
    },
    async paid() {
      const res = await admin.get(`/api/sales/${sale.id}/payments`);
      ok(res);
      return res.json().map((p: { payment_date: string; amount: string }) => ({
        date: p.payment_date,
        amount: p.amount,
      }));
    },
    async state() {
      const { sale: owner, instalments } = await ledgerState(t.db, sale.id);
      return { owner, instalments };
    },
  };
}

async function orderOwner(kind: 'renovation' | 'container', rows: Row[]): Promise<Owner> {
  const api = kind === 'renovation' ? '/api/services' : '/api/containers';
  const sale = await insertSale(t.db, {
    building_id: 3,
    price: '3000',
    rows: monthlyRows('2024-01-10', 3, '1000'),
  });
  const created = await admin.post(api, {
    sale_id: sale.id,
    title: `Ledger ${kind}`,
    lines: [
      {
        service_type_id: lumpType,
        quantity: '1',
        unit_price: fromMinor(sumMinor(rows.map((r) => r.amount))),
      },
    ],
    schedule: { rows },
  });
  ok(created);
  const id = created.json().id as number;
  return {
    saleId: sale.id,
    async pay(amount, currency, date) {
      const res =
        kind === 'renovation'
          ? await admin.post('/api/payments/pay', {
              mode: 'renovation',
              sale_id: sale.id,
              service_container_id: id,
              amount,
              currency,
              payment_date: date,
            })
          : await admin.post('/api/containers/pay', { container_id: id, amount, currency, date });
      ok(res);
      return res.json().id;
    },
    remove: async (paymentId) =>
      ok(
        await admin.delete(
          kind === 'renovation'
            ? `/api/payments/renovation/${paymentId}/${sale.id}`
            : `/api/containers/deletePayment/${paymentId}`,
        ),
      ),
    ...(kind === 'container'
      ? {
          async preview(amount: string, currency: string, date: string) {
            const res = await admin.post('/api/containers/calculatePayment', {
              container_id: id,
              amount,
              currency,
              date,
            });
            ok(res);
            return res.json();
          },
        }
      : {}),
    async paid() {
      const res = await admin.get(`${api}/${id}`);
      ok(res);
      return res.json().payments.map((p: { date: string; amount_converted: string }) => ({
        date: p.date,
        amount: p.amount_converted,
      }));
    },
    async state() {
      const { order: owner, instalments } = await orderLedgerState(t.db, id);
      return { owner, instalments };
    },
  };
}

const ownerOf = (kind: Kind, rows: Row[], recalculate: boolean) =>
  kind === 'sale' ? saleOwner(rows, recalculate) : orderOwner(kind, rows);

/** Paid = the payments; instalments + credit = paid; the schedule adds up; the oldest are paid first. */
async function expectConserved(owner: Owner, total: string) {
  const { owner: kept, instalments } = await owner.state();
  const paid = sumMinor((await owner.paid()).map((p) => p.amount));
  expect(kept.paid_amount).toBe(fromMinor(paid));
  expect(sumMinor(instalments.map((i) => i.paid_amount)) + toMinor(kept.credit_amount)).toBe(paid);
  expect(sumMinor(instalments.map((i) => i.amount))).toBe(toMinor(total));
  const full = instalments.map((i) => toMinor(i.paid_amount) === toMinor(i.amount));
  for (const i of instalments) expect(toMinor(i.paid_amount) <= toMinor(i.amount)).toBe(true);
  const firstOpen = full.indexOf(false);
  if (firstOpen < 0) return expect(kept.first_unpaid_date).toBeNull();
  expect(instalments.slice(firstOpen + 1).every((i) => toMinor(i.paid_amount) === 0n)).toBe(true);
  expect(toMinor(kept.credit_amount)).toBe(0n);
  expect(kept.first_unpaid_date).toBe(instalments[firstOpen]!.due_date);
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
  ok(type);
  lumpType = type.json().id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('the one ledger, for a sale, a renovation and a container alike', () => {
  it(
    'conserves money, fills the oldest first, deletes back exactly and replays exactly',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Kind>('sale', 'renovation', 'container'),
          fc.boolean(),
          fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 5 }),
          fc.array(fc.oneof(...ledgerOps), { minLength: 1, maxLength: 6 }),
          async (kind, recalculate, instalmentCents, ops) => {
            const rows = instalmentCents.map((c, i) => ({
              date: monthlyRows('2024-01-10', i + 1, '0')[i]!.date,
              amount: fromMinor(BigInt(c)),
            }));
            const total = fromMinor(sumMinor(rows.map((r) => r.amount)));
            const owner = await ownerOf(kind, rows, recalculate);
            const ids: number[] = [];
            for (const step of ops) {
              if (step.kind === 'pay')
                ids.push(await owner.pay(fromMinor(BigInt(step.cents)), step.ccy, LEDGER_DAYS[step.day]!));
              else if (step.kind === 'change' && ids.length)
                ok(
                  await admin.put(`/api/payments/${ids[step.pick % ids.length]}`, {
                    amount: fromMinor(BigInt(step.cents)),
                    currency: 'USD',
                    payment_date: LEDGER_DAYS[step.day],
                  }),
                );
              else if (step.kind === 'delete' && ids.length)
                await owner.remove(ids.splice(step.pick % ids.length, 1)[0]!);
              else if (step.kind === 'payAndDelete') {
                const before = await owner.state();
                await owner.remove(
                  await owner.pay(fromMinor(BigInt(step.cents)), 'USD', LEDGER_DAYS[step.day]!),
                );
                expect(await owner.state()).toEqual(before);
              }
              await expectConserved(owner, total);
            }

            const twin = await ownerOf(kind, rows, recalculate);
            for (const p of await owner.paid()) await twin.pay(p.amount, 'USD', p.date);
            expect(await twin.state()).toEqual(await owner.state());
            await deleteSales(t.db, [owner.saleId, twin.saleId]);
          },
        ),
        { numRuns: 12 },
      );
    },
  );

  it('previews exactly what a payment then does', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Kind>('sale', 'container'),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ cents: fc.integer({ min: 3, max: 300_000 }), day: fc.nat(6) }), {
          maxLength: 3,
        }),
        fc.record({ cents: fc.integer({ min: 3, max: 400_000 }), day: fc.nat(6), lari: fc.boolean() }),
        async (kind, recalculate, instalmentCents, earlier, next) => {
          const rows = instalmentCents.map((c, i) => ({
            date: monthlyRows('2024-01-10', i + 1, '0')[i]!.date,
            amount: fromMinor(BigInt(c)),
          }));
          const owner = await ownerOf(kind, rows, recalculate);
          for (const p of earlier) await owner.pay(fromMinor(BigInt(p.cents)), 'USD', LEDGER_DAYS[p.day]!);
          const args = [
            fromMinor(BigInt(next.cents)),
            next.lari ? 'GEL' : 'USD',
            LEDGER_DAYS[next.day]!,
          ] as const;
          const before = await owner.state();
          const preview = await owner.preview!(...args);
          await owner.pay(...args);
          const after = await owner.state();
          const added = after.instalments.flatMap((row, i) => {
            const delta = toMinor(row.paid_amount) - toMinor(before.instalments[i]?.paid_amount ?? '0');
            return delta > 0n ? [{ number: i + 1, amount: fromMinor(delta) }] : [];
          });
          expect(preview.covers.map((c) => ({ number: c.number, amount: c.amount }))).toEqual(added);
          expect(preview.credit).toBe(fromMinor(toMinor(after.owner.credit_amount)));
          const paid = await owner.paid();
          expect(sumMinor(paid.map((p) => p.amount))).toBe(
            toMinor(before.owner.paid_amount) + toMinor(preview.amount),
          );
          await deleteSales(t.db, [owner.saleId]);
        },
      ),
      { numRuns: 10 },
    );
  });
});
