import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, saleCustomers, sales, smsMessages, users } from '../../db/schema';
import type { PageWindow } from '../../platform/pagination';

export type SmsValues = typeof smsMessages.$inferInsert;

/** The current buyers' phone numbers, main buyer first. */
export async function buyerPhones(db: Db, saleId: number): Promise<string[]> {
  const rows = await db
    .select({ phone: customers.phone })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.position), asc(saleCustomers.id));
  return rows.map((r) => r.phone ?? '');
}

export function insertMessages(db: Db, values: SmsValues[]) {
  return db.insert(smsMessages).values(values).returning();
}

/**
 * Whose messages a user sees: all of them, or those they sent and those of the sales they may see
 * (`saleScope`, from sales/sale-access.service.ts visibleSalesScope).
 */
export type SmsViewer = { id: number; seesAll: boolean; saleScope: SQL | undefined };

function where(viewer: SmsViewer, saleId: number | undefined): SQL | undefined {
  const own = viewer.seesAll
    ? undefined
    : or(eq(smsMessages.sent_by, viewer.id), and(isNotNull(smsMessages.sale_id), viewer.saleScope));
  return and(own, saleId === undefined ? undefined : eq(smsMessages.sale_id, saleId));
}

export async function countMessages(db: Db, viewer: SmsViewer, saleId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .leftJoin(sales, eq(sales.id, smsMessages.sale_id))
    .where(where(viewer, saleId));
  return row?.n ?? 0;
}

export function listMessages(db: Db, viewer: SmsViewer, saleId: number | undefined, window: PageWindow) {
  return db
    .select({
      message: smsMessages,
      contract_no: sales.contract_no,
      sent_by_name: sql<
        string | null
      >`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
    })
    .from(smsMessages)
    .leftJoin(sales, eq(sales.id, smsMessages.sale_id))
    .leftJoin(users, eq(users.id, smsMessages.sent_by))
    .where(where(viewer, saleId))
    .orderBy(desc(smsMessages.created_at), desc(smsMessages.id))
    .limit(window.limit)
    .offset(window.offset);
}
