import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilters } from '@shared/invoices/contracts';
import type { Db } from '../../db/client';
import {
  bankAccounts,
  banks,
  buildings,
  customers,
  invoices,
  properties,
  saleCustomers,
  saleInstalments,
  saleProperties,
  sales,
  users,
} from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { PageWindow } from '../../platform/pagination';

type StoredInvoice = typeof invoices.$inferSelect;
type InvoiceValues = typeof invoices.$inferInsert;

/** Instalments not fully paid, oldest first. */
export const unpaidInstalments = (db: Db, saleId: number) =>
  db
    .select({
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(and(eq(saleInstalments.sale_id, saleId), lt(saleInstalments.paid_amount, saleInstalments.amount)))
    .orderBy(asc(saleInstalments.number));

/** The sale's current units (not released) with what the invoice shows of them. */
export const saleUnits = (db: Db, saleId: number) =>
  db
    .select({
      id: properties.id,
      type: properties.type,
      block: properties.block,
      floor: properties.floor,
      number: properties.number,
      total_area: properties.total_area,
      cad_code: properties.cad_code,
    })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(and(eq(saleProperties.sale_id, saleId), isNull(saleProperties.released_at)))
    .orderBy(asc(saleProperties.id));

/** The sale's current buyers, the main one first. */
export const saleBuyers = (db: Db, saleId: number) =>
  db
    .select({
      id: customers.id,
      ...customerNameColumns,
      personal_id: customers.personal_id,
      company_id: customers.company_id,
      address: customers.address,
      phone: customers.phone,
      email: customers.email,
    })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.position), asc(saleCustomers.id));

export async function findComplex(db: Db, id: number) {
  const [row] = await db
    .select({
      id: buildings.id,
      name: buildings.name,
      name_en: buildings.name_en,
      name_ru: buildings.name_ru,
      address: buildings.address,
      company_name: buildings.company_name,
      company_id: buildings.company_id,
      director: buildings.director,
      email: buildings.email,
      phone: buildings.phone,
    })
    .from(buildings)
    .where(eq(buildings.id, id));
  return row;
}

/** The complex's accounts (general and per block) and the company-wide ones (no complex), with their bank. */
export const accountsFor = (db: Db, buildingId: number) =>
  db
    .select({
      building_id: bankAccounts.building_id,
      building_block: bankAccounts.building_block,
      iban: bankAccounts.iban,
      iban_usd: bankAccounts.iban_usd,
      iban_eur: bankAccounts.iban_eur,
      mediator_bank_usd: bankAccounts.mediator_bank_usd,
      mediator_bank_eur: bankAccounts.mediator_bank_eur,
      bank_name: banks.title,
      bank_name_en: banks.title_en,
      bank_code: banks.code,
    })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bank_id))
    .where(or(eq(bankAccounts.building_id, buildingId), isNull(bankAccounts.building_id)))
    .orderBy(asc(bankAccounts.id));

/** The next number of a year: one more than the highest issued (the unique index settles a race). */
export async function nextNumber(db: Db, year: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${invoices.number}), 0)::int` })
    .from(invoices)
    .where(eq(invoices.year, year));
  return (row?.max ?? 0) + 1;
}

export async function insertInvoice(db: Db, values: InvoiceValues): Promise<StoredInvoice> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

const escapeLike = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function where(saleScope: SQL | undefined, f: InvoiceFilters): SQL | undefined {
  const like = f.search ? escapeLike(f.search) : undefined;
  return and(
    saleScope,
    f.sale_id === undefined ? undefined : eq(invoices.sale_id, f.sale_id),
    f.customer_id === undefined
      ? undefined
      : or(
          eq(invoices.customer_id, f.customer_id),
          sql`${invoices.details}->'customers' @> ${JSON.stringify([{ id: f.customer_id }])}::jsonb`,
        ),
    f.building_id === undefined ? undefined : eq(sales.building_id, f.building_id),
    f.year === undefined ? undefined : eq(invoices.year, f.year),
    f.date_from ? gte(invoices.issue_date, f.date_from) : undefined,
    f.date_to ? lte(invoices.issue_date, f.date_to) : undefined,
    f.currency ? eq(invoices.currency, f.currency) : undefined,
    like
      ? sql`(${invoices.year}::text || '-' || lpad(${invoices.number}::text, 4, '0') like ${like} or lower(${invoices.details}->'sale'->>'contract_no') like ${like})`
      : undefined,
  );
}

const selectJoined = (db: Db, condition: SQL | undefined) =>
  db
    .select({
      invoice: invoices,
      building_id: sales.building_id,
      created_by_first: users.first_name,
      created_by_last: users.last_name,
    })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.sale_id))
    .leftJoin(users, eq(users.id, invoices.created_by))
    .where(condition);
export type JoinedInvoice = Awaited<ReturnType<typeof selectJoined>>[number];

/** `saleScope`: the sales the user may see (sales/sale-access.service.ts visibleSalesScope). */
export async function countInvoices(
  db: Db,
  saleScope: SQL | undefined,
  filters: InvoiceFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.sale_id))
    .where(where(saleScope, filters));
  return row?.n ?? 0;
}

/** Newest first. */
export const listInvoices = (
  db: Db,
  saleScope: SQL | undefined,
  filters: InvoiceFilters,
  window: PageWindow,
) =>
  selectJoined(db, where(saleScope, filters))
    .orderBy(desc(invoices.year), desc(invoices.number))
    .limit(window.limit)
    .offset(window.offset);

/** An invoice of a sale the user may see, or undefined. */
export async function findInvoice(
  db: Db,
  saleScope: SQL | undefined,
  id: number,
): Promise<JoinedInvoice | undefined> {
  const [row] = await selectJoined(db, and(eq(invoices.id, id), saleScope));
  return row;
}
