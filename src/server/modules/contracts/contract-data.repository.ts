import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  buildings,
  company,
  customFields,
  customFieldValues,
  customers,
  properties,
  propertyFeatureLinks,
  propertyFeatures,
  saleCustomers,
  saleInstalments,
  saleProperties,
  sales,
} from '../../db/schema';

/** What a contract is filled from: the sale with its complex, buyers, units, schedule and custom fields. */

// The reads of one sale are prepared once per database (see preparedPerDatabase): the reminders' run fills
// thousands of sales' data in a row, and building these selections of whole rows was most of its time.
const saleId = sql.placeholder('saleId');

const saleWithComplex = preparedPerDatabase((db) =>
  db
    .select({ sale: sales, building: buildings })
    .from(sales)
    .innerJoin(buildings, eq(buildings.id, sales.building_id))
    .where(eq(sales.id, saleId))
    .prepare('template_sale'),
);
export async function findSaleWithComplex(db: Db, id: number) {
  const [row] = await saleWithComplex(db).execute({ saleId: id });
  return row;
}

export async function findCompany(db: Db) {
  const [row] = await db.select().from(company).limit(1);
  return row;
}

const buyersOfSale = preparedPerDatabase((db) =>
  db
    .select({ customer: customers })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.position), asc(saleCustomers.id))
    .prepare('template_buyers'),
);
/** The current buyers, main buyer first. */
export const currentBuyers = (db: Db, id: number) => buyersOfSale(db).execute({ saleId: id });

const unitsOfSale = preparedPerDatabase((db) =>
  db
    .select({ property: properties, price: saleProperties.price })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(
      and(
        eq(saleProperties.sale_id, saleId),
        // A unit released at or after the sale closed was still held then (null: the sale is open).
        sql`(${saleProperties.released_at} is null or ${saleProperties.released_at} >= ${sql.placeholder('closedAt')}::timestamptz)`,
      ),
    )
    .orderBy(sql`${properties.block} nulls first`, asc(properties.floor), asc(properties.number))
    .prepare('template_units'),
);
/**
 * The sale's units: the live ones, and for a canceled or trashed sale those it held when it closed, so
 * a copy of its contract can still be printed.
 */
export const saleUnits = (db: Db, sale: { id: number; canceled_at: Date | null; deleted_at: Date | null }) =>
  unitsOfSale(db).execute({ saleId: sale.id, closedAt: sale.canceled_at ?? sale.deleted_at });

const featuresOfUnits = preparedPerDatabase((db) =>
  db
    .select({
      property_id: propertyFeatureLinks.property_id,
      title: propertyFeatures.title,
      title_en: propertyFeatures.title_en,
      title_ru: propertyFeatures.title_ru,
    })
    .from(propertyFeatureLinks)
    .innerJoin(propertyFeatures, eq(propertyFeatures.id, propertyFeatureLinks.feature_id))
    .where(sql`${propertyFeatureLinks.property_id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(propertyFeatures.id))
    .prepare('template_features'),
);
export function featuresOf(db: Db, propertyIds: number[]) {
  if (!propertyIds.length) return Promise.resolve([]);
  return featuresOfUnits(db).execute({ ids: propertyIds });
}

const scheduleOfSale = preparedPerDatabase((db) =>
  db
    .select({
      id: saleInstalments.id,
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number))
    .prepare('template_schedule'),
);
/** The schedule, with what is paid of each row (a reminder's message sums what is overdue from it). */
export const scheduleOf = (db: Db, id: number) => scheduleOfSale(db).execute({ saleId: id });

export function allCustomFields(db: Db) {
  return db
    .select({
      id: customFields.id,
      key: customFields.key,
      group: customFields.group,
      type: customFields.type,
    })
    .from(customFields)
    .orderBy(asc(customFields.sort_order), asc(customFields.id));
}

const customValues = preparedPerDatabase((db) =>
  db
    .select({
      field_id: customFieldValues.field_id,
      record_id: customFieldValues.record_id,
      value: customFieldValues.value,
    })
    .from(customFieldValues)
    .where(
      and(
        sql`${customFieldValues.field_id} = any(${sql.placeholder('fieldIds')}::int[])`,
        sql`${customFieldValues.record_id} = any(${sql.placeholder('recordIds')}::int[])`,
      ),
    )
    .prepare('template_custom_values'),
);
export function customValuesOf(db: Db, fieldIds: number[], recordIds: number[]) {
  if (!fieldIds.length || !recordIds.length) return Promise.resolve([]);
  return customValues(db).execute({ fieldIds, recordIds });
}
