import { and, between, desc, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, customers, payments, properties, saleInstalments, sales } from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';
import { customerDisplayName } from '../customers/customer-name.sql';

/** The home page's reads (spec §7 "Home"): today's work, each block within what its list would show. */

export type Range = { from: string; to: string };

/** The live sales the user sees (`scope`: the sales module's visibleSalesScope), canceled ones only if allowed. */
const liveSales = (scope: SQL | undefined, seesCanceled: boolean) =>
  and(isNull(sales.deleted_at), scope, seesCanceled ? undefined : ne(sales.status, 'canceled'));

/** Instalments not fully paid that fall due between two days, per currency of the sale. */
export function dueBetween(db: Db, scope: SQL | undefined, range: Range) {
  return db
    .select({
      currency: sales.payment_ccy,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${saleInstalments.amount} - ${saleInstalments.paid_amount}), 0)::text`,
    })
    .from(saleInstalments)
    .innerJoin(sales, eq(sales.id, saleInstalments.sale_id))
    .where(
      and(
        liveSales(scope, false),
        between(saleInstalments.due_date, range.from, range.to),
        lt(saleInstalments.paid_amount, saleInstalments.amount),
      ),
    )
    .groupBy(sales.payment_ccy);
}

/** Active bookings of the user's complexes whose term ends between two days, soonest first. */
export function bookingsEnding(db: Db, user: Pick<AuthUser, 'permissions' | 'buildingIds'>, range: Range) {
  return db
    .select({
      id: bookings.id,
      date_to: sql<string>`${bookings.date_to}::text`,
      property: sql<string>`concat_ws('-', ${properties.block}, ${properties.floor}::text, ${properties.number})`,
      customer: customerDisplayName,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.property_id))
    .innerJoin(customers, eq(customers.id, bookings.customer_id))
    .where(
      and(
        eq(bookings.status, 'active'),
        between(bookings.date_to, range.from, range.to),
        buildingScope(user, properties.building_id),
      ),
    )
    .orderBy(bookings.date_to, bookings.id)
    .limit(20);
}

/** The latest sale payments the user may see. */
export function latestPayments(db: Db, scope: SQL | undefined, seesCanceled: boolean, limit: number) {
  return db
    .select({
      payment_id: sql<number>`${payments.id}::int`,
      sale_id: sales.id,
      contract_no: sales.contract_no,
      date: sql<string>`${payments.payment_date}::text`,
      amount: sql<string>`${payments.amount}::text`,
      currency: sales.payment_ccy,
    })
    .from(payments)
    .innerJoin(sales, eq(sales.id, payments.sale_id))
    .where(and(liveSales(scope, seesCanceled), eq(payments.mode, 'sale')))
    .orderBy(desc(payments.payment_date), desc(payments.id))
    .limit(limit);
}
