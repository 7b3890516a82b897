import { eq } from 'drizzle-orm';
import type { Company } from '@shared/company/contracts';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { company } from '../../db/schema';

const COMPANY_ROW = 1;

export async function readCompany(db: Db): Promise<Company | undefined> {
  const [row] = await companyStatement(db).execute();
  return row;
}

// Read by every payment and message: prepared (see preparedPerDatabase).
const companyStatement = preparedPerDatabase((db) =>
  db
    .select({
      company_name: company.company_name,
      company_name_en: company.company_name_en,
      company_name_ru: company.company_name_ru,
      company_id: company.company_id,
      company_director: company.company_director,
      company_director_en: company.company_director_en,
      company_director_ru: company.company_director_ru,
      company_phone: company.company_phone,
      company_email: company.company_email,
      notify_payment_adding: company.notify_payment_adding,
      notify_payment_change: company.notify_payment_change,
      notify_sale_cancellation: company.notify_sale_cancellation,
    })
    .from(company)
    .where(eq(company.id, COMPANY_ROW))
    .prepare('company_read'),
);

/** Writes the company; a notify switch left undefined keeps its stored value (drizzle skips undefined). */
export async function writeCompany(db: Db, values: Company): Promise<void> {
  await db
    .insert(company)
    .values({ id: COMPANY_ROW, ...values })
    .onConflictDoUpdate({ target: company.id, set: { ...values, updated_at: new Date() } });
}
