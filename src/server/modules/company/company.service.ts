import type { Company } from '@shared/company/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import * as repo from './company.repository';

const EMPTY: Company = {
  company_name: '',
  company_id: '',
  company_director: '',
  company_phone: '',
  company_email: '',
};

export async function getCompany(deps: AppDeps): Promise<Company> {
  return (await repo.readCompany(deps.db)) ?? EMPTY;
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
      after: values,
    });
  });
  return getCompany(deps);
}
