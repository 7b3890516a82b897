import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { buildings, customers, properties, saleCustomers, saleProperties, sales } from '../../db/schema';
import { customerNameColumns } from '../../platform/customer-name';

// Every payment reads these for its notice: prepared once (see preparedPerDatabase), the ids an array.
const saleIdsIn = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('saleIds')}::int[])`;

const salesToTellStatement = preparedPerDatabase((db) =>
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
    .where(saleIdsIn(sales.id))
    .prepare('notice_sales'),
);

const unitNumbersStatement = preparedPerDatabase((db) =>
  db
    .select({ sale_id: saleProperties.sale_id, block: properties.block, number: properties.number })
    .from(saleProperties)
    .innerJoin(properties, eq(properties.id, saleProperties.property_id))
    .where(and(saleIdsIn(saleProperties.sale_id), isNull(saleProperties.released_at)))
    .orderBy(asc(saleProperties.sale_id), asc(saleProperties.id))
    .prepare('notice_units'),
);

const buyerNamesStatement = preparedPerDatabase((db) =>
  db
    .select({ sale_id: saleCustomers.sale_id, customer: customerNameColumns })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(saleIdsIn(saleCustomers.sale_id), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.sale_id), asc(saleCustomers.position), asc(saleCustomers.id))
    .prepare('notice_buyers'),
);

/** What a notice about the sales names: contract, complex, responsible manager. */
export const salesToTell = (db: Db, saleIds: number[]) => salesToTellStatement(db).execute({ saleIds });

/** The sales' current units, in the order they were added. */
export const unitNumbersOf = (db: Db, saleIds: number[]) => unitNumbersStatement(db).execute({ saleIds });

/** The sales' current buyers, main buyer first. */
export const buyerNamesOf = (db: Db, saleIds: number[]) => buyerNamesStatement(db).execute({ saleIds });
