import { eq, sql } from 'drizzle-orm';
import type { CustomerNames } from '@shared/customers/contracts';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { buildings, customers, properties, saleCustomers, saleProperties, sales } from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';

/** The sale's current units, in the order they were added, as [{ block, number }]. */
const unitsOfSale = sql<
  { block: string | null; number: string }[]
>`coalesce((select json_agg(json_build_object('block', ${properties.block}, 'number', ${properties.number}) order by ${saleProperties.id})
  from ${saleProperties} join ${properties} on ${properties.id} = ${saleProperties.property_id}
  where ${saleProperties.sale_id} = ${sales.id} and ${saleProperties.released_at} is null), '[]')`;

/** The sale's main buyer's name columns (customerNameColumns) as one JSON object, or null. */
const mainBuyerOfSale = sql<CustomerNames | null>`(select json_build_object(${sql.join(
  Object.entries(customerNameColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})
  from ${saleCustomers} join ${customers} on ${customers.id} = ${saleCustomers.customer_id}
  where ${saleCustomers.sale_id} = ${sales.id} and ${saleCustomers.removed_at} is null
  order by ${saleCustomers.position}, ${saleCustomers.id} limit 1)`;

// Every payment reads this for its notice, in its transaction: one statement, prepared once (see
// preparedPerDatabase), the ids an array.
const salesToTellStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: sales.id,
      contract_no: sales.contract_no,
      building_id: sales.building_id,
      responsible_user_id: sales.responsible_user_id,
      complex: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
      units: unitsOfSale,
      main_buyer: mainBuyerOfSale,
    })
    .from(sales)
    .innerJoin(buildings, eq(buildings.id, sales.building_id))
    .where(sql`${sales.id} = any(${sql.placeholder('saleIds')}::int[])`)
    .prepare('notice_sales'),
);

/** What a notice about the sales names: contract, complex, responsible manager, units and main buyer. */
export const salesToTell = (db: Db, saleIds: number[]) => salesToTellStatement(db).execute({ saleIds });
