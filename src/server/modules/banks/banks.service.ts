import type { z } from 'zod';
import type { Bank, saveBankBody } from '@shared/banks/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as repo from './banks.repository';

const view = ({ id, title, title_en, code, iban }: repo.BankRecord): Bank => ({
  id,
  title,
  title_en,
  code,
  iban,
});

export const listBanks = async (deps: AppDeps): Promise<Bank[]> => (await repo.listBanks(deps.db)).map(view);

export async function saveBank(
  deps: AppDeps,
  input: z.output<typeof saveBankBody>,
  audit: AuditContext,
): Promise<Bank> {
  const { id, ...values } = input;
  return deps.db.transaction(async (tx) => {
    if (id === undefined) {
      const created = await repo.insertBank(tx, values);
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'bank',
        entityId: created.id,
        after: view(created),
      });
      return view(created);
    }
    const before = await repo.findBank(tx, id);
    if (!before) throw notFound();
    const after = await repo.updateBank(tx, id, values);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'bank',
      entityId: id,
      before: view(before),
      after: view(after),
    });
    return view(after);
  });
}

export async function deleteBank(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findBank(tx, id);
    if (!before) throw notFound();
    await repo.deleteBank(tx, id);
    await writeAudit(tx, audit, { action: 'delete', entityType: 'bank', entityId: id, before: view(before) });
  });
}
