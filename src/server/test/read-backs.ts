import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  auditLogs,
  properties,
  saleInstalments,
  sales,
  serviceContainers,
  serviceInstalments,
} from '../db/schema';

// What the database holds after a request, read straight from the tables.

/** The statuses of these units, in the order of the ids. */
export async function unitStatuses(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(inArray(properties.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
}

/** The audit entries of one record, newest first. */
export const auditTrail = (db: Db, entity: string, id: number) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity_type, entity), eq(auditLogs.entity_id, String(id))))
    .orderBy(desc(auditLogs.id));

/** What the ledger keeps for a sale: its balance columns and every instalment row. */
export async function ledgerState(db: Db, saleId: number) {
  const [sale] = await db
    .select({
      status: sales.status,
      scheduled_total: sales.scheduled_total,
      paid_amount: sales.paid_amount,
      credit_amount: sales.credit_amount,
      first_unpaid_date: sales.first_unpaid_date,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  const instalments = await db
    .select({
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      cumulative_amount: saleInstalments.cumulative_amount,
      is_first: saleInstalments.is_first,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number));
  return { sale: sale!, instalments };
}

/** What the ledger keeps for a renovation or container: its balance columns and every instalment row. */
export async function orderLedgerState(db: Db, id: number) {
  const [order] = await db
    .select({
      total: serviceContainers.total,
      scheduled_total: serviceContainers.scheduled_total,
      paid_amount: serviceContainers.paid_amount,
      credit_amount: serviceContainers.credit_amount,
      first_unpaid_date: serviceContainers.first_unpaid_date,
    })
    .from(serviceContainers)
    .where(eq(serviceContainers.id, id));
  const instalments = await db
    .select({
      number: serviceInstalments.number,
      due_date: serviceInstalments.due_date,
      amount: serviceInstalments.amount,
      cumulative_amount: serviceInstalments.cumulative_amount,
      is_first: serviceInstalments.is_first,
      paid_amount: serviceInstalments.paid_amount,
    })
    .from(serviceInstalments)
    .where(eq(serviceInstalments.service_container_id, id))
    .orderBy(asc(serviceInstalments.number));
  return { order: order!, instalments };
}
