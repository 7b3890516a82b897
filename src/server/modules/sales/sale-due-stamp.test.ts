import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, tbilisiToday } from '@shared/dates/date-formats';
import { toMinor } from '@shared/money/money';
import { sales } from '../../db/schema';
import { debtAsOf } from './sale-debt.sql';
import { insertSale } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runOverdueJob } from '../overdue-sales/overdue-sales.service';
import { dueStamp, rebuildLedger } from './sale-ledger.service';
import { recordPayment } from './sale-payments.service';

/** Decision 027: what has fallen due is stamped on the sale; the debt reads it while it holds. */

let t: TestApp;
let saleId: number;
const today = tbilisiToday();
// Two rows on one day, one in the past, one today, two ahead: every kind of day around them.
const rows = [
  { date: addDays(today, -40), amount: '1000' },
  { date: addDays(today, -10), amount: '2000' },
  { date: addDays(today, -10), amount: '500' },
  { date: today, amount: '750' },
  { date: addDays(today, 20), amount: '3000' },
  { date: addDays(today, 50), amount: '1250' },
];
const days = [-60, -40, -39, -11, -10, -1, 0, 1, 19, 20, 21, 50, 51, 400].map((d) => addDays(today, d));

beforeAll(async () => {
  t = await createTestApp();
  saleId = (await insertSale(t.db, { price: '8500', rows })).id;
  await t.db.transaction((tx) =>
    recordPayment(
      tx,
      t.app.deps,
      {
        sale_id: saleId,
        amount: '1800',
        currency: 'USD',
        payment_date: addDays(today, -5),
        payment_type: 'bank_transfer',
        bank_account_id: null,
        note: '',
      },
      { userId: null, ip: null },
    ),
  );
});
afterAll(() => t.close());

const stampOf = async () => {
  const [row] = await t.db
    .select({ due_amount: sales.due_amount, due_since: sales.due_since, due_until: sales.due_until })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row!;
};

/** The debt as the lists read it on `day`, from the stamp when it holds there. */
const debtOn = async (day: string) => {
  const [row] = await t.db
    .select({ debt: sql<string>`${debtAsOf(day)}` })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row!.debt;
};

/**
 * The debt of `day` from the schedule itself: the running total of the last row due by then. (Nested in
 * a template: drizzle writes a single-table select's own columns without their table.)
 */
const debtFromScheduleOn = async (day: string) => {
  const dueBy = sql`(select max(i.cumulative_amount) from sale_instalments i where i.sale_id = ${sales.id} and i.due_date <= ${day}::date)`;
  const [row] = await t.db
    .select({ debt: sql<string>`${sql`greatest(0, coalesce(${dueBy}, 0) - ${sales.paid_amount})`}` })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row!.debt;
};

const restampAt = (day: string) =>
  t.db.transaction(async (tx) => {
    await tx.update(sales).set({ due_since: 'infinity' }).where(eq(sales.id, saleId));
    await tx.execute(sql`select sale_due_restamp(${day}::date, ${saleId})`);
  });

describe("a sale's due stamp", () => {
  it('is what the ledger writes, and what the database stamps for the same day', async () => {
    const written = await stampOf();
    expect(written).toEqual({ due_amount: '4250.00', due_since: today, due_until: addDays(today, 20) });
    await restampAt(today);
    expect(await stampOf()).toEqual(written);
  });

  it('gives the debt of every day the schedule gives, whichever day it was stamped on', async () => {
    for (const stampedOn of [addDays(today, -40), addDays(today, -10), today, addDays(today, 60)]) {
      await restampAt(stampedOn);
      for (const day of days)
        expect(await debtOn(day), `${stampedOn} -> ${day}`).toBe(await debtFromScheduleOn(day));
    }
    await t.db.transaction((tx) => rebuildLedger(tx, saleId, { userId: null, ip: null }, { today }));
  });

  it('matches the database stamp for every day the ledger computes it on', async () => {
    const scheduleRows = (await t.db.execute(
      sql`select due_date::text as due_date, cumulative_amount::text as cumulative_amount from sale_instalments where sale_id = ${saleId}`,
    )) as unknown as { rows: { due_date: string; cumulative_amount: string }[] };
    for (const day of days) {
      await restampAt(day);
      const stamped = await stampOf();
      const computed = dueStamp(scheduleRows.rows, day);
      expect({ ...computed, due_amount: toMinor(computed.due_amount) }, day).toEqual({
        ...stamped,
        due_amount: toMinor(stamped.due_amount),
      });
    }
  });

  it('is renewed by the overdue job once its next instalment has come due', async () => {
    await restampAt(addDays(today, -30));
    expect((await stampOf()).due_until).toBe(addDays(today, -10));
    await runOverdueJob({ db: t.db, config: t.config, now: () => new Date() }, today);
    expect(await stampOf()).toEqual({
      due_amount: '4250.00',
      due_since: today,
      due_until: addDays(today, 20),
    });
  });
});
