import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/dates/date-formats';
import { fromMinor, toMinor } from '@shared/money/money';
import { recalculateSchedule, saleBalance } from '@shared/sales/allocation';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema';
import { deleteSales, insertSale } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { debtAsOf, overdueDaysAsOf, pastDueAsOf } from './sale-debt.sql';
import { dueStamp } from './sale-ledger.service';
import { recordPayment } from './sale-payments.service';
import { settleSaleStatus, settleStatuses } from './sale-status.service';

/**
 * Issue 36 §5, decision 036: rules the ledger holds twice, in TypeScript and in SQL, compared on random
 * ledgers (a schedule, payments on any days, automatic recalculation or not):
 * - the due stamp the ledger writes (dueStamp) and the one the database writes (sale_due_restamp);
 * - a sale's debt, lateness and overdue days as the lists read them (debtAsOf, pastDueAsOf,
 *   overdueDaysAsOf) and as the shared allocation gives them (saleBalance over the effective schedule);
 * - the overdue rule's shortcut after a write (mayMove, through settleSaleStatus) and the rule's UPDATE
 *   (moveStatus, through settleStatuses): the shortcut never skips a sale the UPDATE would move.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SYSTEM = { userId: null, ip: null };
const BASE = '2026-03-01';
const on = (offset: number) => addDays(BASE, offset);
/** Due dates close together (two rows may share one) and the days around each of them. */
const DUE_OFFSETS = [-60, -30, -10, 0, 15, 40];
const dayArb = fc.constantFrom(...[-61, -60, -31, -30, -11, -10, -1, 0, 1, 14, 15, 16, 40, 41, 100].map(on));

const ledgerArb = fc.record({
  rows: fc.array(
    fc.record({ offset: fc.constantFrom(...DUE_OFFSETS), cents: fc.integer({ min: 1, max: 500_000 }) }),
    { minLength: 1, maxLength: 6 },
  ),
  payments: fc.array(
    fc.record({ offset: fc.constantFrom(-45, -20, -10, 0, 5), cents: fc.integer({ min: 1, max: 300_000 }) }),
    { maxLength: 3 },
  ),
  automatic: fc.boolean(),
  days: fc.array(dayArb, { minLength: 1, maxLength: 4 }),
});
type Ledger = typeof ledgerArb extends fc.Arbitrary<infer L> ? L : never;

const RUNS = { numRuns: 12 };

/** The ledger made through the sale ledger as a user would leave it: the schedule, then each payment. */
async function saleOf(ledger: Ledger) {
  // A schedule lists its instalments in date order (the ledger refuses others).
  const rows = [...ledger.rows]
    .sort((a, b) => a.offset - b.offset)
    .map((r) => ({ date: on(r.offset), amount: fromMinor(BigInt(r.cents)) }));
  const total = ledger.rows.reduce((sum, r) => sum + BigInt(r.cents), 0n);
  const { id } = await insertSale(t.db, {
    price: fromMinor(total),
    rows,
    automatic_recalculation: ledger.automatic,
  });
  // Nothing beyond the price: the ledger refuses more than is owed.
  let room = total;
  const payments: { date: string; amount: string }[] = [];
  for (const p of ledger.payments) {
    const cents = BigInt(p.cents) > room ? room : BigInt(p.cents);
    if (cents <= 0n) continue;
    room -= cents;
    const payment = { date: on(p.offset), amount: fromMinor(cents) };
    payments.push(payment);
    await t.db.transaction((tx) =>
      recordPayment(
        tx,
        t.app.deps,
        {
          sale_id: id,
          amount: payment.amount,
          currency: 'USD',
          payment_date: payment.date,
          payment_type: 'bank_transfer',
          bank_account_id: null,
          note: '',
        },
        SYSTEM,
      ),
    );
  }
  return { id, rows, payments };
}

/** Runs `check` on a fresh sale of the random ledger, removed afterwards. */
const onRandomLedgers = (
  check: (sale: Awaited<ReturnType<typeof saleOf>>, ledger: Ledger) => Promise<void>,
) =>
  fc.assert(
    fc.asyncProperty(ledgerArb, async (ledger) => {
      const sale = await saleOf(ledger);
      try {
        await check(sale, ledger);
      } finally {
        await deleteSales(t.db, [sale.id]);
      }
    }),
    RUNS,
  );

const restampAt = (tx: Db, saleId: number, day: string) =>
  tx.transaction(async (inner) => {
    await inner.update(sales).set({ due_since: 'infinity' }).where(eq(sales.id, saleId));
    await inner.execute(sql`select sale_due_restamp(${day}::date, ${saleId})`);
  });

const stampOf = async (saleId: number) => {
  const [row] = await t.db
    .select({ due_amount: sales.due_amount, due_since: sales.due_since, due_until: sales.due_until })
    .from(sales)
    .where(eq(sales.id, saleId));
  return { ...row!, due_amount: toMinor(row!.due_amount) };
};

const keptInstalments = async (saleId: number) =>
  (
    (await t.db.execute(
      sql`select due_date::text as due_date, cumulative_amount::text as cumulative_amount from sale_instalments where sale_id = ${saleId}`,
    )) as unknown as { rows: { due_date: string; cumulative_amount: string }[] }
  ).rows;

describe('rules written in TypeScript and in SQL agree on random ledgers', () => {
  it('the due stamp: the ledger’s dueStamp and the database’s sale_due_restamp, on any day', () =>
    onRandomLedgers(async (sale, ledger) => {
      const instalments = await keptInstalments(sale.id);
      for (const day of ledger.days) {
        await restampAt(t.db, sale.id, day);
        const computed = dueStamp(instalments, day);
        expect(await stampOf(sale.id), day).toEqual({
          ...computed,
          due_amount: toMinor(computed.due_amount),
        });
      }
    }));

  it('debt, lateness and overdue days: the lists’ SQL and the shared allocation, whatever day was stamped', () =>
    onRandomLedgers(async (sale, ledger) => {
      const effective = ledger.automatic ? recalculateSchedule(sale.rows, sale.payments) : sale.rows;
      for (const [i, day] of ledger.days.entries()) {
        // The stamp of another day: the debt must not depend on when the sale was last stamped.
        await restampAt(t.db, sale.id, ledger.days[(i + 1) % ledger.days.length]!);
        const [row] = await t.db
          .select({
            debt: sql<string>`${debtAsOf(day)}`,
            late: sql<boolean>`${pastDueAsOf(day)}`,
            overdue_days: sql<number>`${overdueDaysAsOf(day)}`,
          })
          .from(sales)
          .where(eq(sales.id, sale.id));
        const balance = saleBalance(effective, sale.payments, day);
        expect({ debt: toMinor(row!.debt), late: row!.late, overdue_days: row!.overdue_days }, day).toEqual({
          debt: toMinor(balance.debt),
          late: balance.overdue_days > 0,
          overdue_days: balance.overdue_days,
        });
      }
    }));

  it('the overdue rule: the shortcut after a write moves every sale the rule’s UPDATE moves', () =>
    fc.assert(
      fc.asyncProperty(
        ledgerArb,
        fc.record({
          status: fc.constantFrom('active' as const, 'overdue' as const),
          trashed: fc.constantFrom(false, false, false, true),
          // Around the gaps between the due dates and the days above, where the rule turns.
          overdueGraceDays: fc.constantFrom(0, 1, 9, 10, 11, 29, 30, 31),
          cancellationCandidateDays: fc.constantFrom(0, 1, 10, 11, 30, 31),
        }),
        async (ledger, { status, trashed, ...limits }) => {
          const sale = await saleOf(ledger);
          try {
            await t.db
              .update(sales)
              .set({ status, deleted_at: trashed ? new Date() : null })
              .where(eq(sales.id, sale.id));
            const [state] = await t.db
              .select({
                status: sales.status,
                deleted_at: sales.deleted_at,
                first_unpaid_date: sales.first_unpaid_date,
              })
              .from(sales)
              .where(eq(sales.id, sale.id));
            // The days where the rule turns for this sale, and the random ones.
            const firstUnpaid = state!.first_unpaid_date;
            const turns = [-1, 0, limits.overdueGraceDays, limits.overdueGraceDays + 1]
              .concat([limits.cancellationCandidateDays, limits.cancellationCandidateDays + 1])
              .map((d) => (firstUnpaid === null ? on(d) : addDays(firstUnpaid, d)));
            for (const today of new Set([...turns, ...ledger.days])) {
              const byRule = await rolledBack((tx) =>
                settleStatuses(tx, limits, SYSTEM, { today, saleIds: [sale.id] }),
              );
              const byShortcut = await rolledBack((tx) =>
                settleSaleStatus(tx, limits, sale.id, SYSTEM, today, { ...state!, today }),
              );
              expect(byShortcut, today).toEqual(byRule);
            }
          } finally {
            await deleteSales(t.db, [sale.id]);
          }
        },
      ),
      RUNS,
    ));
});

const ROLL_BACK = new Error('roll back');

/** What `work` answers inside a transaction that is then rolled back. */
async function rolledBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await t.db
    .transaction(async (tx) => {
      answer = await work(tx);
      throw ROLL_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLL_BACK) throw error;
    });
  return answer!;
}
