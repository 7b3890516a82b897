import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, sales, saleInstalments, scheduleVersions } from '../../db/schema';

/** The ledger's SQL: saved schedule versions, the effective instalments and the sale's balance columns. */

export type VersionRow = { date: string; amount: string; first?: boolean };
type InstalmentValues = typeof saleInstalments.$inferInsert;
type SaleValues = typeof sales.$inferInsert;

/** Locks the sale row for the rest of the transaction: two payments on one sale queue up. */
export async function lockSaleRow(tx: Db, saleId: number) {
  const [sale] = await tx
    .select({
      id: sales.id,
      status: sales.status,
      payment_ccy: sales.payment_ccy,
      total_price: sales.total_price,
      automatic_recalculation: sales.automatic_recalculation,
      responsible_user_id: sales.responsible_user_id,
      deleted_at: sales.deleted_at,
    })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update');
  return sale;
}

export async function latestVersion(db: Db, saleId: number) {
  const [latest] = await db
    .select({ version: scheduleVersions.version, rows: scheduleVersions.rows })
    .from(scheduleVersions)
    .where(eq(scheduleVersions.sale_id, saleId))
    .orderBy(desc(scheduleVersions.version))
    .limit(1);
  return latest ? { version: latest.version, rows: latest.rows as VersionRow[] } : null;
}

export async function insertVersion(tx: Db, values: typeof scheduleVersions.$inferInsert): Promise<void> {
  await tx.insert(scheduleVersions).values(values);
}

type PaidRow = { date: string; amount: string };

/**
 * The latest saved schedule's rows (empty without one) and the sale's payments as the ledger counts them
 * (date order), in one statement: every payment reads both. Amounts travel as text, exact.
 */
export async function ledgerInputs(db: Db, saleId: number) {
  const result = await db.execute(
    sql`select (select v.rows from ${scheduleVersions} v where v.sale_id = ${saleId} order by v.version desc limit 1) as saved, coalesce((select json_agg(json_build_object('date', p.payment_date::text, 'amount', p.amount::text) order by p.payment_date, p.id) from ${payments} p where p.sale_id = ${saleId} and p.mode = 'sale'), '[]'::json) as paid`,
  );
  // node-postgres and PGlite both answer { rows }, JSON parsed.
  const [row] = (result as unknown as { rows: { saved: VersionRow[] | null; paid: PaidRow[] }[] }).rows;
  return { saved: row?.saved ?? [], paid: row?.paid ?? [] };
}

/** Writes the effective instalments 1..n of the sale and drops any beyond them. */
export async function replaceInstalments(tx: Db, saleId: number, rows: InstalmentValues[]): Promise<void> {
  if (rows.length)
    await tx
      .insert(saleInstalments)
      .values(rows)
      .onConflictDoUpdate({
        target: [saleInstalments.sale_id, saleInstalments.number],
        set: {
          due_date: sql`excluded.due_date`,
          amount: sql`excluded.amount`,
          cumulative_amount: sql`excluded.cumulative_amount`,
          is_first: sql`excluded.is_first`,
          paid_amount: sql`excluded.paid_amount`,
        },
        // Rows a payment leaves as they were keep their tuple: fewer dead rows and index entries.
        setWhere: sql`(${saleInstalments.due_date}, ${saleInstalments.amount}, ${saleInstalments.cumulative_amount}, ${saleInstalments.is_first}, ${saleInstalments.paid_amount}) is distinct from (excluded.due_date, excluded.amount, excluded.cumulative_amount, excluded.is_first, excluded.paid_amount)`,
      });
  await tx
    .delete(saleInstalments)
    .where(and(eq(saleInstalments.sale_id, saleId), gt(saleInstalments.number, rows.length)));
}

export async function setBalances(
  tx: Db,
  saleId: number,
  values: Pick<
    SaleValues,
    'scheduled_total' | 'paid_amount' | 'credit_amount' | 'first_unpaid_date' | 'status' | 'status_changed_at'
  >,
): Promise<void> {
  await tx
    .update(sales)
    .set({ ...values, updated_at: new Date() })
    .where(eq(sales.id, saleId));
}
