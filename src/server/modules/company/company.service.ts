import type { Company } from '@shared/company/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import * as repo from './company.repository';

const EMPTY: Company = {
  company_name: '',
  company_name_en: '',
  company_name_ru: '',
  company_id: '',
  company_director: '',
  company_director_en: '',
  company_director_ru: '',
  company_phone: '',
  company_email: '',
  notify_payment_adding: false,
  notify_payment_change: false,
  notify_sale_cancellation: false,
};

export async function getCompany(deps: AppDeps): Promise<Company> {
  return (await repo.readCompany(deps.db)) ?? EMPTY;
}

/** Which event notices the company sends its buyers (spec §4); all off until switched on. */
export async function eventNoticeSwitches(db: Db) {
  const { notify_payment_adding, notify_payment_change, notify_sale_cancellation } =
    (await repo.readCompany(db)) ?? EMPTY;
  return {
    payment_adding: notify_payment_adding ?? false,
    payment_change: notify_payment_change ?? false,
    sale_cancellation: notify_sale_cancellation ?? false,
  };
}

export async function saveCompany(deps: AppDeps, values: Company, audit: AuditContext): Promise<Company> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.readCompany(tx);
    await repo.writeCompany(tx, values);
    await writeAudit(tx, audit, {
      action: before ? 'update' : 'create',
      entityType: 'company',
      entityId: 1,
      before,
      after: await repo.readCompany(tx),
    });
  });
  return getCompany(deps);
}
