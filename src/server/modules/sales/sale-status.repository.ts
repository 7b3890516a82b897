import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SaleStatus } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema';
import { overdueDaysAsOf } from './sale-debt.sql';

/**
 * Live sales in `from` whose overdue days exceed `days` take status `to`; answers their ids. `saleIds`
 * narrows it to those sales (a write's own sale), all sales otherwise (the overdue job).
 */
export async function moveStatus(
  tx: Db,
  today: string,
  move: { from: SaleStatus; to: SaleStatus; days: number },
  saleIds?: readonly number[],
): Promise<number[]> {
  const rows = await tx
    .update(sales)
    .set({ status: move.to, status_changed_at: new Date(), updated_at: new Date() })
    .where(
      and(
        saleIds ? inArray(sales.id, [...saleIds]) : undefined,
        isNull(sales.deleted_at),
        eq(sales.status, move.from),
        sql`${overdueDaysAsOf(today)} > ${move.days}`,
      ),
    )
    .returning({ id: sales.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
