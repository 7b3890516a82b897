import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { advancePayments, bankAccounts, banks, payments, users } from '../../db/schema';

/** A sale's payment rows read with their account and author; the advances a payment takes. */

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

/** The sale's own payments (renovation and container payments are the services module's); prepared for the sale page. */
const paymentsOfSalePrepared = preparedPerDatabase((db) =>
  selectJoined(db)
    .where(and(eq(payments.sale_id, sql.placeholder('saleId')), eq(payments.mode, 'sale')))
    .orderBy(asc(payments.payment_date), asc(payments.id))
    .prepare('sale_page_payments'),
);
export const paymentsOfSale = (db: Db, saleId: number) => paymentsOfSalePrepared(db).execute({ saleId });

const joinedPaymentPrepared = preparedPerDatabase((db) =>
  selectJoined(db)
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('joined_payment'),
);
export async function joinedPayment(db: Db, id: number): Promise<JoinedPayment | undefined> {
  const [row] = await joinedPaymentPrepared(db).execute({ id });
  return row;
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
