import { and, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { advancePayments, bankAccounts, banks, buildings, customers, properties } from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';
import type { PageWindow } from '../../platform/pagination';

export type Scope = Pick<AuthUser, 'permissions' | 'buildingIds'>;
export type StoredAdvance = typeof advancePayments.$inferSelect;
type AdvanceValues = typeof advancePayments.$inferInsert;

export interface AdvanceFilters {
  customer_id?: number | undefined;
  currency?: Currency | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** An advance without a unit is seen by everyone who may see advances; one with a unit follows its complex. */
function scope(user: Scope): SQL | undefined {
  const buildingsOfUser = buildingScope(user, properties.building_id);
  return buildingsOfUser ? or(isNull(advancePayments.property_id), buildingsOfUser) : undefined;
}

function where(user: Scope, f: AdvanceFilters): SQL | undefined {
  return and(
    scope(user),
    f.customer_id === undefined ? undefined : eq(advancePayments.customer_id, f.customer_id),
    f.currency ? eq(advancePayments.currency, f.currency) : undefined,
    f.date_from ? gte(advancePayments.paid_at, f.date_from) : undefined,
    f.date_to ? lte(advancePayments.paid_at, f.date_to) : undefined,
  );
}

const joined = {
  advance: advancePayments,
  property: { block: properties.block, number: properties.number },
  building: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
  account: { iban: bankAccounts.iban },
  bank: { title: banks.title, title_en: banks.title_en },
  customer: customerNameColumns,
};

const selectJoined = (db: Db, condition: SQL | undefined) =>
  db
    .select(joined)
    .from(advancePayments)
    .innerJoin(customers, eq(customers.id, advancePayments.customer_id))
    .leftJoin(properties, eq(properties.id, advancePayments.property_id))
    .leftJoin(buildings, eq(buildings.id, properties.building_id))
    .leftJoin(bankAccounts, eq(bankAccounts.id, advancePayments.bank_account_id))
    .leftJoin(banks, eq(banks.id, bankAccounts.bank_id))
    .where(condition);
export type JoinedAdvance = Awaited<ReturnType<typeof selectJoined>>[number];

export async function countAdvances(db: Db, user: Scope, filters: AdvanceFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advancePayments)
    .leftJoin(properties, eq(properties.id, advancePayments.property_id))
    .where(where(user, filters));
  return row?.n ?? 0;
}

/** Sums per currency in SQL (numeric), so no amount passes through a float. */
export const totalsByCurrency = (db: Db, user: Scope, filters: AdvanceFilters) =>
  db
    .select({
      currency: advancePayments.currency,
      total: sql<string>`sum(${advancePayments.amount})::numeric(14,2)::text`,
    })
    .from(advancePayments)
    .leftJoin(properties, eq(properties.id, advancePayments.property_id))
    .where(where(user, filters))
    .groupBy(advancePayments.currency)
    .orderBy(advancePayments.currency);

export const listAdvances = (db: Db, user: Scope, filters: AdvanceFilters, window: PageWindow) =>
  selectJoined(db, where(user, filters))
    .orderBy(desc(advancePayments.paid_at), desc(advancePayments.id))
    .limit(window.limit)
    .offset(window.offset);

export async function findAdvance(db: Db, user: Scope, id: number): Promise<JoinedAdvance | undefined> {
  const [row] = await selectJoined(db, and(eq(advancePayments.id, id), scope(user)));
  return row;
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id));
  return row !== undefined;
}

export async function insertAdvance(db: Db, values: AdvanceValues): Promise<StoredAdvance> {
  const [row] = await db.insert(advancePayments).values(values).returning();
  return row!;
}

/** Changes an advance not yet applied to a sale; undefined when it was applied meanwhile. */
export async function updateOpenAdvance(db: Db, id: number, values: Partial<AdvanceValues>) {
  const [row] = await db
    .update(advancePayments)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(advancePayments.id, id), isNull(advancePayments.sale_id)))
    .returning();
  return row;
}

export async function deleteOpenAdvance(db: Db, id: number) {
  const [row] = await db
    .delete(advancePayments)
    .where(and(eq(advancePayments.id, id), isNull(advancePayments.sale_id)))
    .returning();
  return row;
}
