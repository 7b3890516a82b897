import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { QUICK_SEARCH_LIMIT, searchWords, type CustomerFilters } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { keptByKey, plannedEachTime } from '../../db/prepared';
import {
  advancePayments,
  barterDeals,
  bookings,
  buildings,
  customers,
  properties,
  saleCustomers,
  sales,
} from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { customerNameColumns } from './customer-name.sql';
import { buildingScope } from '../../platform/building-scope';
import { localizedNameSql } from '../../platform/localized-name';
import type { PageWindow } from '../../platform/pagination';

export type CustomerRecord = typeof customers.$inferSelect;
type CustomerInsert = Omit<typeof customers.$inferInsert, 'id' | 'search_text'>;
export type Viewer = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;

/**
 * The one place that decides which customers a user sees: everyone's with view_customers; with only
 * view_only_own_customers, those they registered, those of their own bookings and every buyer of the sales
 * they are the responsible manager of (their own sales in sale-access.repository.ts saleScope), so the
 * co-buyers of such a sale open too.
 */
function customerScope(user: Viewer, userId: number | Placeholder = user.id): SQL | undefined {
  if (seesAllCustomers(user)) return undefined;
  return or(
    eq(customers.created_by, userId),
    sql`exists (select 1 from ${bookings} where ${bookings.customer_id} = ${customers.id} and ${bookings.operator_id} = ${userId})`,
    sql`exists (select 1 from ${saleCustomers} join ${sales} on ${sales.id} = ${saleCustomers.sale_id} where ${saleCustomers.customer_id} = ${customers.id} and ${sales.responsible_user_id} = ${userId})`,
  );
}

const seesAllCustomers = (user: Viewer) => user.permissions.includes('view_customers');

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The ILIKE pattern of a search word: anywhere in the text, its wildcards taken literally. */
const containing = (word: string) => `%${escapeLike(word)}%`;

/** Each pattern must match the generated, lower-cased search_text; ILIKE '%w%' uses its trigram index. */
const matchingAll = (patterns: readonly (string | Placeholder)[]) =>
  and(...patterns.map((pattern) => sql`${customers.search_text} ilike ${pattern}`));

function matchesWords(term: string | undefined): SQL | undefined {
  const words = searchWords(term ?? '');
  return words.length ? matchingAll(words.map(containing)) : undefined;
}

const yes = (v: 'true' | 'false' | undefined, column: typeof customers.phone | typeof customers.email) =>
  v === undefined
    ? undefined
    : v === 'true'
      ? and(isNotNull(column), sql`${column} <> ''`)
      : or(isNull(column), sql`${column} = ''`);

/** Next midnight after a YYYY-MM-DD day, so "created to" includes the whole day. */
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);

function inBuilding(buildingId: number | undefined): SQL | undefined {
  if (buildingId === undefined) return undefined;
  return or(
    sql`exists (select 1 from ${bookings} join ${properties} on ${properties.id} = ${bookings.property_id} where ${bookings.customer_id} = ${customers.id} and ${properties.building_id} = ${buildingId})`,
    sql`exists (select 1 from ${advancePayments} join ${properties} on ${properties.id} = ${advancePayments.property_id} where ${advancePayments.customer_id} = ${customers.id} and ${properties.building_id} = ${buildingId})`,
  );
}

function where(user: Viewer, f: CustomerFilters): SQL | undefined {
  return and(
    customerScope(user),
    matchesWords(f.search),
    f.type ? eq(customers.type, f.type) : undefined,
    f.country ? eq(customers.country, f.country) : undefined,
    f.citizenship ? eq(customers.citizenship, f.citizenship) : undefined,
    f.gender ? eq(customers.gender, f.gender) : undefined,
    f.birth_date_from ? gte(customers.birth_date, f.birth_date_from) : undefined,
    f.birth_date_to ? lte(customers.birth_date, f.birth_date_to) : undefined,
    yes(f.has_phone, customers.phone),
    yes(f.has_email, customers.email),
    inBuilding(f.building_id),
    f.created_from ? gte(customers.created_at, new Date(`${f.created_from}T00:00:00Z`)) : undefined,
    f.created_to ? lt(customers.created_at, dayAfter(f.created_to)) : undefined,
  );
}

export async function countCustomers(db: Db, user: Viewer, filters: CustomerFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where(user, filters));
  return row?.n ?? 0;
}

export const listCustomers = (db: Db, user: Viewer, filters: CustomerFilters, window: PageWindow) =>
  db
    .select()
    .from(customers)
    .where(where(user, filters))
    .orderBy(desc(customers.id))
    .limit(window.limit)
    .offset(window.offset);

/** What the picker shows of a customer: the name in any language, the ID and the phone. */
const optionColumns = {
  id: customers.id,
  ...customerNameColumns,
  personal_id: customers.personal_id,
  company_id: customers.company_id,
  phone: customers.phone,
};
export type CustomerOptionRecord = Awaited<ReturnType<typeof quickSearch>>[number];

/**
 * The picker's statement, kept per scope, number of words and whether an exact ID match is asked, with
 * the values as placeholders; planned at each search, since the best plan depends on the words.
 */
const searchStatements = keptByKey(64);
const viewerId = sql.placeholder('viewer');

const exactMatches = (db: Db, user: Viewer) =>
  db
    .select({ ...optionColumns, exact: sql<boolean>`true` })
    .from(customers)
    .where(
      and(
        or(
          eq(customers.personal_id, sql.placeholder('exact')),
          eq(customers.company_id, sql.placeholder('exact')),
        ),
        customerScope(user, viewerId),
      ),
    );

const wordMatches = (db: Db, user: Viewer, wordCount: number) =>
  db
    .select({ ...optionColumns, exact: sql<boolean>`false` })
    .from(customers)
    .where(
      and(
        customerScope(user, viewerId),
        matchingAll(Array.from({ length: wordCount }, (_, i) => sql.placeholder(`w${i}`))),
      ),
    )
    .orderBy(desc(customers.id))
    .limit(QUICK_SEARCH_LIMIT);

/** Both searches in one statement: a request makes one round trip and holds one pooled connection. */
const search = (db: Db, user: Viewer, wordCount: number, withExact: boolean) =>
  searchStatements(db, `${seesAllCustomers(user)}:${wordCount}:${withExact}`, () =>
    plannedEachTime(
      (withExact
        ? exactMatches(db, user).unionAll(wordMatches(db, user, wordCount))
        : wordMatches(db, user, wordCount)
      ).prepare('customer_quick_search'),
    ),
  );

/**
 * The picker's search: a customer whose personal ID or company code is exactly the term comes first (the
 * unique indexes find it), then the newest matches. Ordering the word match by id alone lets the planner
 * choose: the trigram index for a rare term, or walking the primary key backwards for a common one. Only
 * the option's columns are read: the whole row is forty columns, parsed for each of up to forty rows.
 */
export async function quickSearch(db: Db, user: Viewer, term: string) {
  const exact = term.trim();
  const words = searchWords(term);
  const rows = await search(db, user, words.length, exact !== '').execute({
    viewer: user.id,
    exact,
    ...Object.fromEntries(words.map((w, i) => [`w${i}`, containing(w)])),
  });
  // UNION ALL promises no order: exact matches first, each part newest first, a customer once.
  rows.sort((a, b) => Number(b.exact) - Number(a.exact) || b.id - a.id);
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, QUICK_SEARCH_LIMIT)
    .map(({ exact: _exact, ...option }) => option);
}

export async function findCustomer(db: Db, user: Viewer, id: number): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), customerScope(user)));
  return row;
}

/** Of these customers, the ids of those the user may see (the same scope as findCustomer). */
export async function visibleCustomerIds(db: Db, user: Viewer, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), customerScope(user)));
  return new Set(rows.map((r) => r.id));
}

/** The customer holding this ID, if the user may see them (the same scope as findCustomer). */
export async function findByIdentification(
  db: Db,
  user: Viewer,
  field: 'personal_id' | 'company_id',
  value: string,
): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers[field], value), customerScope(user)));
  return row;
}

/** Another customer with this e-mail, compared case-insensitively, whoever may see them. */
export async function otherWithEmail(db: Db, email: string, exceptId: number | null): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        sql`lower(${customers.email}) = lower(${email})`,
        exceptId === null ? undefined : sql`${customers.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertCustomer(db: Db, values: CustomerInsert): Promise<CustomerRecord> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(db: Db, id: number, values: CustomerInsert): Promise<CustomerRecord> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row!;
}

export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.delete(customers).where(eq(customers.id, id));
}

/** Whether anything (bookings, barter deals, advance payments) still refers to the customer. */
export async function hasDeals(db: Db, id: number): Promise<boolean> {
  for (const table of [bookings, barterDeals, advancePayments, saleCustomers]) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.customer_id, id)).limit(1);
    if (row) return true;
  }
  return false;
}

export const countByCountry = (db: Db, user: Viewer) =>
  db
    .select({ country: customers.country, count: sql<number>`count(*)::int` })
    .from(customers)
    .where(customerScope(user))
    .groupBy(customers.country)
    .orderBy(desc(sql`count(*)`), asc(customers.country));

/** The customer's bookings, barter deals and advance payments, in the user's buildings. */
export async function related(db: Db, user: Viewer, id: number, locale: Locale) {
  const [bookingRows, barterRows, advanceRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        property_id: bookings.property_id,
        property_number: properties.number,
        building_name: localizedNameSql(buildings, locale),
        date_from: bookings.date_from,
        date_to: bookings.date_to,
        price: bookings.price,
        currency: bookings.currency,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.property_id))
      .innerJoin(buildings, eq(buildings.id, properties.building_id))
      .where(and(eq(bookings.customer_id, id), buildingScope(user, properties.building_id)))
      .orderBy(desc(bookings.date_from), desc(bookings.id)),
    db
      .select({
        id: barterDeals.id,
        item_type: barterDeals.item_type,
        description: barterDeals.description,
        valuation: barterDeals.valuation,
        currency: barterDeals.currency,
        deal_date: barterDeals.deal_date,
        status: barterDeals.status,
      })
      .from(barterDeals)
      .where(eq(barterDeals.customer_id, id))
      .orderBy(desc(barterDeals.deal_date), desc(barterDeals.id)),
    db
      .select({
        id: advancePayments.id,
        property_id: advancePayments.property_id,
        property_number: properties.number,
        amount: advancePayments.amount,
        currency: advancePayments.currency,
        paid_at: advancePayments.paid_at,
      })
      .from(advancePayments)
      .leftJoin(properties, eq(properties.id, advancePayments.property_id))
      .where(
        and(
          eq(advancePayments.customer_id, id),
          or(isNull(advancePayments.property_id), buildingScope(user, properties.building_id)),
        ),
      )
      .orderBy(desc(advancePayments.paid_at), desc(advancePayments.id)),
  ]);
  return { bookings: bookingRows, barters: barterRows, advance_payments: advanceRows };
}
