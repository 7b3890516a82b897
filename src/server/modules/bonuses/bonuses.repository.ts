import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { agents, bonusItems, bonusSchemas, currencyRates, payments, sales, users } from '../../db/schema';
import { localizedNameSql } from '../../platform/localized-name';

export type SchemaRecord = typeof bonusSchemas.$inferSelect;
export type SchemaValues = Omit<typeof bonusSchemas.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type ItemRecord = typeof bonusItems.$inferSelect;
export type ItemValues = Pick<ItemRecord, 'percent_from' | 'percent_to' | 'bonus_percent'>;

export function listSchemas(db: Db, id?: number) {
  return db
    .select()
    .from(bonusSchemas)
    .where(id === undefined ? undefined : eq(bonusSchemas.id, id))
    .orderBy(asc(bonusSchemas.start), asc(bonusSchemas.name), asc(bonusSchemas.id));
}

/** Schemas whose [start, end] meets [from, to]. */
export function schemasMeeting(db: Db, from: string, to: string) {
  return db
    .select()
    .from(bonusSchemas)
    .where(and(lte(bonusSchemas.start, to), gte(bonusSchemas.end, from)))
    .orderBy(asc(bonusSchemas.id));
}

export function itemsOf(db: Db, bonusIds: number[]) {
  if (!bonusIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(bonusItems)
    .where(inArray(bonusItems.bonus_id, bonusIds))
    .orderBy(asc(bonusItems.bonus_id), asc(bonusItems.percent_from), asc(bonusItems.id));
}

export async function findSchema(db: Db, id: number): Promise<SchemaRecord | undefined> {
  const [row] = await db.select().from(bonusSchemas).where(eq(bonusSchemas.id, id)).for('update');
  return row;
}

export async function insertSchema(db: Db, values: SchemaValues): Promise<SchemaRecord> {
  const [row] = await db.insert(bonusSchemas).values(values).returning();
  return row!;
}

export async function updateSchema(db: Db, id: number, values: SchemaValues): Promise<SchemaRecord> {
  const [row] = await db
    .update(bonusSchemas)
    .set({ ...values, updated_at: new Date() })
    .where(eq(bonusSchemas.id, id))
    .returning();
  return row!;
}

export async function deleteSchema(db: Db, id: number): Promise<void> {
  await db.delete(bonusSchemas).where(eq(bonusSchemas.id, id));
}

export async function replaceItems(db: Db, bonusId: number, items: ItemValues[]): Promise<void> {
  await db.delete(bonusItems).where(eq(bonusItems.bonus_id, bonusId));
  if (items.length) await db.insert(bonusItems).values(items.map((i) => ({ ...i, bonus_id: bonusId })));
  await db.update(bonusSchemas).set({ updated_at: new Date() }).where(eq(bonusSchemas.id, bonusId));
}

export async function insertItem(db: Db, bonusId: number, item: ItemValues): Promise<void> {
  await db.insert(bonusItems).values({ ...item, bonus_id: bonusId });
  await db.update(bonusSchemas).set({ updated_at: new Date() }).where(eq(bonusSchemas.id, bonusId));
}

export async function deleteItem(db: Db, bonusId: number, itemId: number): Promise<void> {
  await db.delete(bonusItems).where(and(eq(bonusItems.bonus_id, bonusId), eq(bonusItems.id, itemId)));
  await db.update(bonusSchemas).set({ updated_at: new Date() }).where(eq(bonusSchemas.id, bonusId));
}

export const userName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

export function usersNamed(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: users.id, name: userName }).from(users).where(inArray(users.id, ids));
}

/** The day a sale counts on: its signing date, its contract start when it has none. */
export const saleDay = sql<string>`coalesce(${sales.signing_date}, ${sales.contract_start_date})`;

/** Live sales; with clawback, a canceled sale no longer counts. */
const countingSales = (clawback: boolean): SQL | undefined =>
  and(sql`${sales.deleted_at} is null`, clawback ? ne(sales.status, 'canceled') : undefined);

/** One amount that makes up a participant's result, in the currency it was in. */
export type Contribution = {
  sale_id: number;
  user_id: number;
  date: string;
  amount: string;
  currency: Currency;
};

/**
 * The reads below take `scope`, the condition on `sales` of the sales the reader may see (from
 * sales/sale-access.service.ts visibleSalesScope): a figure adds up only what its reader could open.
 */

/** Contract values of the participants' sales that count on a day within [from, to] (basis `signed`). */
export function signedContributions(
  db: Db,
  userIds: number[],
  from: string,
  to: string,
  clawback: boolean,
  scope: SQL | undefined,
): Promise<Contribution[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      sale_id: sales.id,
      user_id: sql<number>`${sales.responsible_user_id}`,
      date: saleDay,
      amount: sales.total_price,
      currency: sales.payment_ccy,
    })
    .from(sales)
    .where(
      and(
        inArray(sales.responsible_user_id, userIds),
        countingSales(clawback),
        sql`${saleDay} between ${from}::date and ${to}::date`,
        scope,
      ),
    )
    .orderBy(asc(sales.id));
}

/** The sale's own money received within [from, to] on the participants' sales (basis `received`). */
export function receivedContributions(
  db: Db,
  userIds: number[],
  from: string,
  to: string,
  clawback: boolean,
  scope: SQL | undefined,
): Promise<Contribution[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      sale_id: payments.sale_id,
      user_id: sql<number>`${sales.responsible_user_id}`,
      date: payments.payment_date,
      amount: payments.original_amount,
      currency: payments.currency,
    })
    .from(payments)
    .innerJoin(sales, eq(sales.id, payments.sale_id))
    .where(
      and(
        eq(payments.mode, 'sale'),
        inArray(sales.responsible_user_id, userIds),
        countingSales(clawback),
        gte(payments.payment_date, from),
        lte(payments.payment_date, to),
        scope,
      ),
    )
    .orderBy(asc(payments.payment_date), asc(payments.id));
}

/** Stored official rates of these currencies between two days, in one read. */
export function storedRates(db: Db, currencies: Currency[], from: string, to: string) {
  if (!currencies.length) return Promise.resolve([]);
  return db
    .select({ currency: currencyRates.currency, date: currencyRates.date, rate: currencyRates.rate })
    .from(currencyRates)
    .where(
      and(
        inArray(currencyRates.currency, currencies),
        gte(currencyRates.date, from),
        lte(currencyRates.date, to),
      ),
    );
}

/**
 * The live sales with an agent that count on a day within [from, to], each with what its fee is made of:
 * the contract value, the fee percent (the sale's, the agent's own when the sale has none), whether it is
 * paid and the amount recorded as paid. Ordered by agent and currency; the service adds them up.
 */
export function agentFees(db: Db, from: string, to: string, scope: SQL | undefined, locale: Locale) {
  return db
    .select({
      agent_id: agents.id,
      agent_name: localizedNameSql(agents, locale),
      currency: sales.payment_ccy,
      total_price: sales.total_price,
      fee_percent: sql<string | null>`coalesce(${sales.agent_fee_percent}, ${agents.fee_percent})`,
      agent_is_paid: sales.agent_is_paid,
      agent_fee_paid_amount: sales.agent_fee_paid_amount,
    })
    .from(sales)
    .innerJoin(agents, eq(agents.id, sales.agent_id))
    .where(
      and(
        isNotNull(sales.agent_id),
        countingSales(true),
        sql`${saleDay} between ${from}::date and ${to}::date`,
        scope,
      ),
    )
    .orderBy(asc(agents.name), asc(agents.id), asc(sales.payment_ccy), asc(sales.id));
}
export type AgentFeeSaleRow = Awaited<ReturnType<typeof agentFees>>[number];
