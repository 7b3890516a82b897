import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema';

/**
 * How repositories select a customer's name: the columns the shared customerName() needs to name a
 * customer in any language, and the Georgian display name as one SQL expression for lists and labels.
 * Other modules' repositories join these (this file is the customers module's published SQL).
 */

export const customerNameColumns = {
  type: customers.type,
  first_name: customers.first_name,
  last_name: customers.last_name,
  first_name_en: customers.first_name_en,
  last_name_en: customers.last_name_en,
  first_name_ru: customers.first_name_ru,
  last_name_ru: customers.last_name_ru,
  company_name: customers.company_name,
  company_name_en: customers.company_name_en,
  company_name_ru: customers.company_name_ru,
};

/** The company name, or first and last name, in Georgian. */
export const customerDisplayName = sql<string>`trim(case when ${customers.type} = 'company' then ${customers.company_name} else ${customers.first_name} || ' ' || ${customers.last_name} end)`;
