import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptWrite, preparedPerDatabase } from '../../db/prepared';
import { fromExcluded, INSTALMENT_VALUES, type InstalmentRow } from '../../db/upsert';
import { payments, sales, saleInstalments, scheduleVersions } from '../../db/schema';

/** The ledger's SQL: saved schedule versions, the effective instalments and the sale's balance columns. */

export type VersionRow = { date: string; amount: string; first?: boolean };
type InstalmentValues = typeof saleInstalments.$inferInsert;
type SaleValues = typeof sales.$inferInsert;

/** Locks the sale row for the rest of the transaction: two payments on one sale queue up. */
export async function lockSaleRow(tx: Db, saleId: number) {
  const [sale] = await lockSaleStatement(tx).execute({ saleId });
  return sale;
}

// Every payment starts with it: prepared (see preparedPerDatabase).
const lockSaleStatement = preparedPerDatabase((db) =>
  db
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
    .where(eq(sales.id, sql.placeholder('saleId')))
    .for('update')
    .prepare('sale_lock'),
);

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
 * The latest saved schedule's rows (empty without one), the sale's payments as the ledger counts them
 * (date order) and its instalments as last written, in one statement: every payment reads them. Amounts
 * travel as text, exact.
 */
export async function ledgerInputs(db: Db, saleId: number) {
  const [row] = await ledgerInputsStatement(db).execute({ saleId });
  return { saved: row?.saved ?? [], paid: row?.paid ?? [], kept: row?.kept ?? [] };
}

// Every payment reads them: prepared (see preparedPerDatabase), read beside the sale's own row. The
// sale's id is written out qualified: drizzle writes a column of a one-table select unqualified, and
// inside each subselect "id" would be the subselect's own table's.
const saleIdSql = sql`${sales}.id`;
const ledgerInputsStatement = preparedPerDatabase((db) =>
  db
    .select({
      saved: sql<
        VersionRow[] | null
      >`(select v.rows from ${scheduleVersions} v where v.sale_id = ${saleIdSql} order by v.version desc limit 1)`,
      paid: sql<
        PaidRow[]
      >`coalesce((select json_agg(json_build_object('date', p.payment_date::text, 'amount', p.amount::text) order by p.payment_date, p.id) from ${payments} p where p.sale_id = ${saleIdSql} and p.mode = 'sale'), '[]'::json)`,
      kept: sql<
        InstalmentRow[]
      >`coalesce((select json_agg(json_build_object('number', i.number, 'due_date', i.due_date::text, 'amount', i.amount::text, 'cumulative_amount', i.cumulative_amount::text, 'is_first', i.is_first, 'paid_amount', i.paid_amount::text) order by i.number) from ${saleInstalments} i where i.sale_id = ${saleIdSql}), '[]'::json)`,
    })
    .from(sales)
    .where(eq(sales.id, sql.placeholder('saleId')))
    .prepare('ledger_inputs'),
);

/**
 * Inserts or updates the given instalments by number and drops those numbered beyond `count`; drops
 * nothing when `count` is null.
 */
export async function writeInstalments(
  tx: Db,
  saleId: number,
  rows: InstalmentValues[],
  count: number | null,
): Promise<void> {
  if (rows.length)
    await keptWrite(tx, 'instalments_upsert', rows, (placeholderRows) =>
      tx
        .insert(saleInstalments)
        .values(placeholderRows)
        .onConflictDoUpdate({
          target: [saleInstalments.sale_id, saleInstalments.number],
          set: fromExcluded(INSTALMENT_VALUES),
        }),
    );
  if (count !== null)
    await tx
      .delete(saleInstalments)
      .where(and(eq(saleInstalments.sale_id, saleId), gt(saleInstalments.number, count)));
}

export async function setBalances(
  tx: Db,
  saleId: number,
  values: Pick<
    SaleValues,
    | 'scheduled_total'
    | 'paid_amount'
    | 'credit_amount'
    | 'first_unpaid_date'
    | 'due_amount'
    | 'due_since'
    | 'due_until'
    | 'status'
    | 'status_changed_at'
  >,
): Promise<void> {
  await keptWrite(
    tx,
    'sale_balances',
    [{ ...values, updated_at: new Date(), id: saleId }],
    ([placeholders]) => {
      const { id, ...set } = placeholders!;
      return tx.update(sales).set(set).where(eq(sales.id, id));
    },
  );
}

/** Restamps every sale whose due stamp does not hold on `today` (migration 0024); answers how many. */
export async function restampDue(tx: Db, today: string): Promise<number> {
  const result = await tx.execute(sql`select sale_due_restamp(${today}::date) as n`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
