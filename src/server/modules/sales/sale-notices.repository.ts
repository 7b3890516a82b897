import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, customers, properties, saleCustomers, saleProperties, sales } from '../../db/schema';
import { customerNameColumns } from '../../platform/customer-name';

/** What a notice about the sales names: contract, complex, responsible manager. */
export const salesToTell = (db: Db, saleIds: number[]) =>
  db
    .select({
      id: sales.id,
      contract_no: sales.contract_no,
      building_id: sales.building_id,
      responsible_user_id: sales.responsible_user_id,
      complex: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
    })
    .from(sales)
    .innerJoin(buildings, eq(buildings.id, sales.building_id))
    .where(inArray(sales.id, saleIds));

/** The sales' current units, in the order they were added. */
export const unitNumbersOf = (db: Db, saleIds: number[]) =>
  db
    .select({ sale_id: saleProperties.sale_id, block: properties.block, number: properties.number })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(and(inArray(saleProperties.sale_id, saleIds), isNull(saleProperties.released_at)))
    .orderBy(asc(saleProperties.sale_id), asc(saleProperties.id));

/** The sales' current buyers, main buyer first. */
export const buyerNamesOf = (db: Db, saleIds: number[]) =>
  db
    .select({ sale_id: saleCustomers.sale_id, customer: customerNameColumns })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(inArray(saleCustomers.sale_id, saleIds), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.sale_id), asc(saleCustomers.position), asc(saleCustomers.id));
