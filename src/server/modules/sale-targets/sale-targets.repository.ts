import { and, asc, eq, isNotNull, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sales, saleTargets, users } from '../../db/schema';

export type TargetRecord = typeof saleTargets.$inferSelect;
export type TargetValues = Pick<
  TargetRecord,
  'user_id' | 'month' | 'target_amount' | 'currency' | 'target_count'
>;

const userName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

export function listTargets(
  db: Db,
  filter: { id?: number; month?: string; year?: number; user_id?: number },
) {
  return db
    .select({ target: saleTargets, user_name: userName })
    .from(saleTargets)
    .innerJoin(users, eq(users.id, saleTargets.user_id))
    .where(
      and(
        filter.id === undefined ? undefined : eq(saleTargets.id, filter.id),
        filter.user_id === undefined ? undefined : eq(saleTargets.user_id, filter.user_id),
        filter.month === undefined ? undefined : eq(saleTargets.month, filter.month),
        filter.year === undefined ? undefined : like(saleTargets.month, `${filter.year}-%`),
      ),
    )
    .orderBy(asc(saleTargets.month), asc(users.first_name), asc(users.last_name), asc(saleTargets.id));
}
export type ListedTarget = Awaited<ReturnType<typeof listTargets>>[number];

export async function findTarget(db: Db, id: number): Promise<TargetRecord | undefined> {
  const [row] = await db.select().from(saleTargets).where(eq(saleTargets.id, id)).for('update');
  return row;
}

/** Another target of the same user and month (there may be one per month). */
export async function clashingTarget(db: Db, values: TargetValues, exceptId?: number) {
  const [row] = await db
    .select({ id: saleTargets.id })
    .from(saleTargets)
    .where(
      and(
        eq(saleTargets.user_id, values.user_id),
        eq(saleTargets.month, values.month),
        exceptId === undefined ? undefined : ne(saleTargets.id, exceptId),
      ),
    );
  return row;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function insertTarget(db: Db, values: TargetValues): Promise<TargetRecord> {
  const [row] = await db.insert(saleTargets).values(values).returning();
  return row!;
}

export async function updateTarget(db: Db, id: number, values: TargetValues): Promise<TargetRecord> {
  const [row] = await db
    .update(saleTargets)
    .set({ ...values, updated_at: new Date() })
    .where(eq(saleTargets.id, id))
    .returning();
  return row!;
}

export async function deleteTarget(db: Db, id: number): Promise<void> {
  await db.delete(saleTargets).where(eq(saleTargets.id, id));
}

const saleDay = sql<string>`coalesce(${sales.signing_date}, ${sales.contract_start_date})`;

/**
 * The live sales signed in a month (YYYY-MM) within the reader's scope (`scope`, from
 * sales/sale-access.service.ts visibleSalesScope), with their responsible manager: what targets are met with.
 */
export function salesSignedIn(db: Db, month: string, scope: SQL | undefined) {
  return db
    .select({
      sale_id: sales.id,
      user_id: sql<number>`${sales.responsible_user_id}`,
      user_name: userName,
      date: saleDay,
      amount: sales.total_price,
      currency: sales.payment_ccy,
    })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.responsible_user_id))
    .where(
      and(
        isNotNull(sales.responsible_user_id),
        sql`${sales.deleted_at} is null`,
        ne(sales.status, 'canceled'),
        sql`to_char(${saleDay}, 'YYYY-MM') = ${month}`,
        scope,
      ),
    )
    .orderBy(asc(sales.id));
}
