import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advancePayments,
  bankAccounts,
  banks,
  payments,
  saleCustomers,
  sales,
  scheduleVersions,
  users,
} from '../../db/schema';

export type StoredPayment = typeof payments.$inferSelect;
export type PaymentValues = typeof payments.$inferInsert;

export async function saleCurrency(db: Db, saleId: number): Promise<string> {
  const [row] = await db.select({ ccy: sales.payment_ccy }).from(sales).where(eq(sales.id, saleId));
  return row!.ccy;
}

/** The rows of the sale's latest saved schedule (empty when none is saved). */
export async function savedRows(db: Db, saleId: number): Promise<{ date: string; amount: string }[]> {
  const [latest] = await db
    .select({ rows: scheduleVersions.rows })
    .from(scheduleVersions)
    .where(eq(scheduleVersions.sale_id, saleId))
    .orderBy(desc(scheduleVersions.version))
    .limit(1);
  return (latest?.rows as { date: string; amount: string }[] | undefined) ?? [];
}

/** The sale's payments as the ledger counts them: date order. */
export const paidOfSale = (db: Db, saleId: number) =>
  db
    .select({ date: payments.payment_date, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.sale_id, saleId), eq(payments.mode, 'sale')))
    .orderBy(asc(payments.payment_date), asc(payments.id));

export async function findPayment(db: Db, id: number): Promise<StoredPayment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function insertPayment(db: Db, values: PaymentValues): Promise<StoredPayment> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<PaymentValues>,
): Promise<StoredPayment> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export async function deletePayment(db: Db, id: number): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

const joined = {
  payment: payments,
  account: { iban: bankAccounts.iban },
  bank: { title: banks.title, title_en: banks.title_en },
  author: { first_name: users.first_name, last_name: users.last_name },
};

const selectJoined = (db: Db) =>
  db
    .select(joined)
    .from(payments)
    .leftJoin(bankAccounts, eq(bankAccounts.id, payments.bank_account_id))
    .leftJoin(banks, eq(banks.id, bankAccounts.bank_id))
    .leftJoin(users, eq(users.id, payments.created_by));
export type JoinedPayment = Awaited<ReturnType<ReturnType<typeof selectJoined>['where']>>[number];

export const paymentsOfSale = (db: Db, saleId: number) =>
  selectJoined(db).where(eq(payments.sale_id, saleId)).orderBy(asc(payments.payment_date), asc(payments.id));

export async function joinedPayment(db: Db, id: number): Promise<JoinedPayment | undefined> {
  const [row] = await selectJoined(db).where(eq(payments.id, id));
  return row;
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id));
  return row !== undefined;
}

export async function findAdvance(db: Db, id: number) {
  const [row] = await db.select().from(advancePayments).where(eq(advancePayments.id, id));
  return row;
}

/** Links an advance to the sale unless it is linked to another one; false when it is. */
export async function markAdvanceApplied(db: Db, id: number, saleId: number): Promise<boolean> {
  const rows = await db
    .update(advancePayments)
    .set({ sale_id: saleId, updated_at: new Date() })
    .where(
      and(
        eq(advancePayments.id, id),
        or(isNull(advancePayments.sale_id), eq(advancePayments.sale_id, saleId)),
      ),
    )
    .returning({ id: advancePayments.id });
  return rows.length > 0;
}

/** The advance is free again (its payment was deleted). */
export async function releaseAdvance(db: Db, id: number): Promise<void> {
  await db
    .update(advancePayments)
    .set({ sale_id: null, updated_at: new Date() })
    .where(eq(advancePayments.id, id));
}

export async function currentBuyers(db: Db, saleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: saleCustomers.customer_id })
    .from(saleCustomers)
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)));
  return rows.map((r) => r.id);
}
