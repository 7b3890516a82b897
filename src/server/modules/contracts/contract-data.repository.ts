import { and, asc, eq, inArray, isNull, or, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function findSaleWithComplex(db: Db, saleId: number) {
  const [row] = await db
    .select({ sale: sales, building: buildings })
    .from(sales)
    .innerJoin(buildings, eq(buildings.id, sales.building_id))
    .where(eq(sales.id, saleId));
  return row;
}

export async function findCompany(db: Db) {
  const [row] = await db.select().from(company).limit(1);
  return row;
}

/** The current buyers, main buyer first. */
export function currentBuyers(db: Db, saleId: number) {
  return db
    .select({ customer: customers })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.position), asc(saleCustomers.id));
}

/**
 * The sale's units: the live ones, and for a canceled or trashed sale those it held when it closed, so
 * a copy of its contract can still be printed.
 */
export function saleUnits(db: Db, sale: { id: number; canceled_at: Date | null; deleted_at: Date | null }) {
  const closedAt = sale.canceled_at ?? sale.deleted_at;
  return db
    .select({ property: properties, price: saleProperties.price })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(
      and(
        eq(saleProperties.sale_id, sale.id),
        closedAt
          ? or(isNull(saleProperties.released_at), gte(saleProperties.released_at, closedAt))
          : isNull(saleProperties.released_at),
      ),
    )
    .orderBy(sql`${properties.block} nulls first`, asc(properties.floor), asc(properties.number));
}

export function featuresOf(db: Db, propertyIds: number[]) {
  if (!propertyIds.length) return Promise.resolve([]);
  return db
    .select({
      property_id: propertyFeatureLinks.property_id,
      title: propertyFeatures.title,
      title_en: propertyFeatures.title_en,
      title_ru: propertyFeatures.title_ru,
    })
    .from(propertyFeatureLinks)
    .innerJoin(propertyFeatures, eq(propertyFeatures.id, propertyFeatureLinks.feature_id))
    .where(inArray(propertyFeatureLinks.property_id, propertyIds))
    .orderBy(asc(propertyFeatures.id));
}

export function scheduleOf(db: Db, saleId: number) {
  return db
    .select({
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
    })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number));
}

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

export function customValuesOf(db: Db, fieldIds: number[], recordIds: number[]) {
  if (!fieldIds.length || !recordIds.length) return Promise.resolve([]);
  return db
    .select({
      field_id: customFieldValues.field_id,
      record_id: customFieldValues.record_id,
      value: customFieldValues.value,
    })
    .from(customFieldValues)
    .where(
      and(inArray(customFieldValues.field_id, fieldIds), inArray(customFieldValues.record_id, recordIds)),
    );
}
