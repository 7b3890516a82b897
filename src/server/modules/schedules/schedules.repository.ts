import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleInstalments, scheduleVersions, users } from '../../db/schema';

export const versionsOfSale = (db: Db, saleId: number) =>
  db
    .select({
      version: scheduleVersions,
      author: { first_name: users.first_name, last_name: users.last_name },
    })
    .from(scheduleVersions)
    .leftJoin(users, eq(users.id, scheduleVersions.created_by))
    .where(eq(scheduleVersions.sale_id, saleId))
    .orderBy(desc(scheduleVersions.version));

export async function latestVersionNumber(db: Db, saleId: number): Promise<number> {
  const [row] = await db
    .select({ version: scheduleVersions.version })
    .from(scheduleVersions)
    .where(eq(scheduleVersions.sale_id, saleId))
    .orderBy(desc(scheduleVersions.version))
    .limit(1);
  return row?.version ?? 0;
}

/** The effective schedule as the ledger keeps it, with what is paid on each row. */
export const instalmentsOfSale = (db: Db, saleId: number) =>
  db
    .select({
      number: saleInstalments.number,
      date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      first: saleInstalments.is_first,
      paid: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number));
